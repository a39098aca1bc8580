// The braintree SDK ships no types; braintreeGateway.ts types the few calls it makes.
declare module 'braintree';

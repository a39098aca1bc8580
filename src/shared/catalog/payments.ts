import { lookupBy, pluck } from './lookup';

/**
 * Payment gateways (spec §3: two card payment providers, ids 3 and 4). Design.md puts Braintree
 * behind both; we read 3 as card entry and 4 as paying with a saved (vaulted) card. Keys and
 * names are our choice. The sandbox gateway of development is an adapter, not a catalogue entry.
 */
export const PAYMENT_GATEWAYS = [
  { id: 3, key: 'braintreeCards', name: 'Braintree cards' },
  { id: 4, key: 'braintreeSavedCards', name: 'Braintree saved cards' },
] as const;

export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];
export type PaymentGatewayId = PaymentGateway['id'];

export const PAYMENT_GATEWAY_IDS = pluck(PAYMENT_GATEWAYS, 'id');
export const paymentGatewayById = lookupBy(PAYMENT_GATEWAYS, 'id');

export const PAYMENT_GATEWAY_ID = { braintreeCards: 3, braintreeSavedCards: 4 } as const satisfies {
  [G in PaymentGateway as G['key']]: G['id'];
};

import { z } from 'zod';
import { defineActions } from '../defineActions';
import { bodyId, cents, emailInput, emptyInput, idParam, okOutput } from '../schemaHelpers';

export const creditCardBrand = z.enum(['Visa', 'Master', 'Amex', 'Discover', 'Generic']);

/** A saved card as the customer sees it; the gateway's token never leaves the server. */
export const creditCard = z.object({
  id: z.number().int().positive(),
  brand: creditCardBrand,
  last4: z.string().length(4),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  holderName: z.string().optional(),
  // Optional: the credit_cards table has no default flag yet (the payments issue decides where it lives).
  isDefault: z.boolean().optional(),
});

// The two card payment providers of spec §3.
export const gatewayId = z.union([z.literal(3), z.literal(4)]);

export const paymentActions = defineActions('payments', {
  'my/credit_cards': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ items: z.array(creditCard) }),
  },
  'my/credit_cards#create': {
    method: 'POST',
    input: z.object({
      // The provider's one-time token for the card; card numbers never reach our server.
      paymentMethodNonce: z.string().min(1),
      makeDefault: z.boolean().optional(),
      billingAddressId: bodyId.optional(),
    }),
    output: creditCard,
  },
  'my/credit_cards/{id}#delete': {
    method: 'DELETE',
    input: z.object({ id: idParam }),
    output: okOutput,
  },
  'my/payment': {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      gatewayId,
      defaultCreditCardId: z.number().int().positive().optional(),
      creditBalanceCents: cents,
    }),
  },
  // Records the payment choice for the current cart.
  'my/payment/sync': {
    method: 'PUT',
    input: z.object({ creditCardId: bodyId.optional(), useCreditBalance: z.boolean().optional() }),
    output: okOutput,
  },
  payment_method: {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      gatewayId,
      methods: z.array(z.enum(['card', 'paypal', 'apple_pay'])),
      // Which card form the page shows: the sandbox's test cards, or Braintree's hosted fields.
      cardForm: z.enum(['sandbox', 'braintree']),
    }),
  },
  'payment_method/braintree_client_token': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ clientToken: z.string() }),
  },
});

export const checkoutActions = defineActions('checkout', {
  // Places the order for the current cart; the client sends an idempotency key (convention 3).
  'my/payment/order': {
    method: 'POST',
    input: z.object({
      creditCardId: bodyId.optional(),
      paymentMethodNonce: z.string().min(1).optional(),
      // What the customer saw; the server refuses when the cart's total has changed since.
      expectedTotalCents: z.number().int().nonnegative(),
    }),
    output: z.object({ orderId: z.number().int().positive(), number: z.string() }),
  },
});

export const purchaseInvite = z.object({
  code: z.string(),
  productTypeId: z.number().int().positive().optional(),
  productId: z.number().int().positive().optional(),
  productName: z.string().optional(),
  /** What the giver paid: the value of the recipient's gift coupon. */
  valueCents: cents.optional(),
  inviterName: z.string().optional(),
  message: z.string().optional(),
  expiresAt: z.string().optional(),
  accepted: z.boolean(),
});

// A purchase invite is addressed by its code, the text in /invite/purchase/{code}.
const inviteCode = z.string().min(1).max(100);

export const inviteActions = defineActions('invites', {
  purchase_invite: {
    method: 'POST',
    // The giver, signed in, gifts a product (or the cheapest of a type): it joins their cart.
    input: z.object({
      email: emailInput,
      productTypeId: bodyId.optional(),
      productId: bodyId.optional(),
      message: z.string().max(2000).optional(),
    }),
    output: z.object({ code: z.string(), cartItemId: z.number().int().positive() }),
  },
  'purchase_invite/{id}': {
    method: 'GET',
    input: z.object({ id: inviteCode }),
    output: purchaseInvite,
  },
  'purchase_invite/{purchase_invite_id}/accept': {
    method: 'PUT',
    input: z.object({ purchaseInviteId: inviteCode }),
    output: z.object({ ok: z.literal(true), couponCode: z.string().optional() }),
  },
});

import {
  clientToken,
  createCreditCard,
  deleteCreditCard,
  listCreditCards,
  paymentMethods,
  paymentSettings,
  syncPayment,
} from '../../commerce/payments/payments.service';
import { myCartBlockers } from '../../flows/checkout/cartBlockers';
import { placeOrder } from '../../flows/checkout/placeOrder';
import type { ActionHandlers } from '../../http/actionHandler';

export const paymentHandlers: ActionHandlers = {
  'my/credit_cards': (_input, ctx, caller) => listCreditCards(ctx.deps, caller),
  'my/credit_cards#create': (input, ctx, caller) => createCreditCard(ctx.deps, caller, input),
  'my/credit_cards/{id}#delete': (input, ctx, caller) =>
    deleteCreditCard(ctx.deps, caller, input.id),
  'my/payment': (_input, ctx, caller) => paymentSettings(ctx.deps, caller),
  'my/payment/sync': (input, ctx, caller) => syncPayment(ctx.deps, caller, input),
  payment_method: async (_input, ctx) => paymentMethods(ctx.deps),
  'payment_method/braintree_client_token': (_input, ctx, caller) => clientToken(ctx.deps, caller),
};

/** Placing the order is the checkout flow (src/server/flows/checkout), not one area's service. */
export const checkoutHandlers: ActionHandlers = {
  'my/cart/preflight_blockers': (_input, ctx, caller) => myCartBlockers(ctx.deps, caller),
  'my/payment/order': (input, ctx, caller) => {
    const key = ctx.request.headers['idempotency-key'];
    return placeOrder(
      ctx.deps,
      caller,
      { ...input, idempotencyKey: typeof key === 'string' ? key : undefined },
      ctx.request.log,
    );
  },
};

import { placeOrder } from '../../flows/checkout/placeOrder';
import type { ActionHandlers } from '../../http/actionHandler';
import {
  clientToken,
  createCreditCard,
  deleteCreditCard,
  listCreditCards,
  paymentMethods,
  paymentSettings,
  syncPayment,
} from './payments.service';

export const paymentHandlers: ActionHandlers = {
  'my/credit_cards': (_input, ctx) => listCreditCards(ctx),
  'my/credit_cards#create': (input, ctx) => createCreditCard(ctx, input),
  'my/credit_cards/{id}#delete': (input, ctx) => deleteCreditCard(ctx, input.id),
  'my/payment': (_input, ctx) => paymentSettings(ctx),
  'my/payment/sync': (input, ctx) => syncPayment(ctx, input),
  payment_method: async (_input, ctx) => paymentMethods(ctx),
  'payment_method/braintree_client_token': (_input, ctx) => clientToken(ctx),
};

/** Placing the order is the checkout flow (src/server/flows/checkout), not one area's service. */
export const checkoutHandlers: ActionHandlers = {
  'my/payment/order': (input, ctx) => placeOrder(ctx, input),
};

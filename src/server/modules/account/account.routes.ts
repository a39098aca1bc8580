import type { ActionHandlers } from '../../http/actionHandler';
import {
  deleteCreditCard,
  listCreditCards,
  listOrders,
  readDetails,
  readEmailPreferences,
  updateDetails,
} from './account.service';
import { subscribe } from './subscriptions.service';

/** The /my_account calls: details, email preferences, newsletter, saved cards, orders list. */
export const myAccountHandlers: ActionHandlers = {
  'my/account/details': (_input, ctx) => readDetails(ctx),
  'my/account/email_preferences': (_input, ctx) => readEmailPreferences(ctx),
  'my/account/update_details': (input, ctx) => updateDetails(ctx, input),
  subscriptions: async (input, ctx) => {
    await subscribe(ctx.deps.db, input);
    return { ok: true };
  },
  'my/credit_cards': (_input, ctx) => listCreditCards(ctx),
  'my/credit_cards/{id}#delete': (input, ctx) => deleteCreditCard(ctx, input.id),
  'my/account/orders': (input, ctx) => listOrders(ctx, input),
};

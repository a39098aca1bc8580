import type { ActionHandlers } from '../../http/actionHandler';
import { readDetails, readEmailPreferences, updateDetails } from './account.service';
import { subscribe } from './subscriptions.service';

/** The /my_account calls: details, email preferences, newsletter (saved cards: payments, orders: orders). */
export const myAccountHandlers: ActionHandlers = {
  'my/account/details': (_input, ctx) => readDetails(ctx),
  'my/account/email_preferences': (_input, ctx) => readEmailPreferences(ctx),
  'my/account/update_details': (input, ctx) => updateDetails(ctx, input),
  subscriptions: async (input, ctx) => {
    await subscribe(ctx.deps.db, input);
    return { ok: true };
  },
};

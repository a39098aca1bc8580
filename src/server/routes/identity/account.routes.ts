import type { ActionHandlers } from '../../http/actionHandler';
import {
  confirmEmailChange,
  readDetails,
  readEmailPreferences,
  updateDetails,
} from '../../identity/myAccount/account.service';
import { subscribe } from '../../identity/myAccount/subscriptions.service';

/** The /my_account calls: details, email preferences, newsletter (saved cards: payments, orders: orders). */
export const myAccountHandlers: ActionHandlers = {
  'my/account/details': (_input, ctx, caller) => readDetails(ctx.deps, caller),
  'my/account/email_preferences': (_input, ctx, caller) => readEmailPreferences(ctx.deps, caller),
  'my/account/update_details': (input, ctx, caller) =>
    updateDetails(ctx.deps, caller, input, ctx.session.sessionId),
  'account/confirm_email': (input, ctx, caller) => confirmEmailChange(ctx.deps, caller, input),
  subscriptions: async (input, ctx) => {
    await subscribe(ctx.deps, input);
    return { ok: true };
  },
};

import { eraseAccount } from '../../flows/accountDeletion/eraseAccount';
import type { ActionHandlers } from '../../http/actionHandler';
import {
  invalidDeletionLink,
  requestDeletion,
} from '../../identity/accountDeletion/accountDeletion.service';
import { guestSession } from '../../identity/sessions/sessions.service';

export const accountDeletionHandlers: ActionHandlers = {
  'my/account/delete_account': (input, ctx, caller) => requestDeletion(ctx.deps, caller, input),
  /**
   * Step confirmation: the emailed token erases the account, once. The token is the proof, so the
   * link also works in another browser; the caller's own session ends if it was that account's.
   */
  'my/account/delete_account_confirmation': async (input, ctx, caller) => {
    const erased = await eraseAccount(ctx.deps, input);
    if (!erased) throw invalidDeletionLink();
    // A bearer caller (an app) has no cookie session to end; its token now finds no user.
    if (caller.userId === erased.id && !caller.bearer) {
      // A fresh anonymous id too: the old one would link this browser to the erased account.
      ctx.replaceSession(guestSession(ctx.secret), false);
    }
    return { ok: true };
  },
};

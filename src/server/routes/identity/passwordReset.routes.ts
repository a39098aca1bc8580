import type { ActionHandlers } from '../../http/actionHandler';
import { signingDeps } from '../../http/requestContext';
import { applySessionChange, signInBrowserOf } from '../../http/sessionContext';
import { changePassword, requestReset } from '../../identity/passwordReset/passwordReset.service';

export const passwordResetHandlers: ActionHandlers = {
  'account/reset_password/send_email': (input, ctx, caller) =>
    requestReset(ctx.deps, caller, input),
  'account/reset_password/change_password': async (input, ctx, caller) => {
    const signedIn = await changePassword(signingDeps(ctx), caller, input, signInBrowserOf(ctx));
    if (signedIn) applySessionChange(ctx, signedIn);
    return { ok: true };
  },
};

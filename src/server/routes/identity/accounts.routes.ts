import type { ActionHandlers } from '../../http/actionHandler';
import { signingDeps } from '../../http/requestContext';
import { applySessionChange, signInBrowserOf } from '../../http/sessionContext';
import { confirmSignUp, signUp } from '../../identity/accounts/accounts.service';
import { sessionOutput } from '../../identity/sessions/sessions.service';

export const accountHandlers: ActionHandlers = {
  users: (input, ctx, caller) => signUp(ctx.deps, caller, input),
  'users/confirm': async (input, ctx, caller) => {
    const signedIn = await confirmSignUp(signingDeps(ctx), caller, input, signInBrowserOf(ctx));
    applySessionChange(ctx, signedIn);
    return sessionOutput(signedIn.session);
  },
};

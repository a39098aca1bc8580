import type { ActionHandlers } from '../../http/actionHandler';
import { signingDeps } from '../../http/requestContext';
import { applySessionChange, signInBrowserOf } from '../../http/sessionContext';
import { sessionOutput } from '../sessions/sessions.service';
import { confirmSignUp, signUp } from './accounts.service';

export const accountHandlers: ActionHandlers = {
  users: (input, ctx, caller) => signUp(ctx.deps, caller, input),
  'users/confirm': async (input, ctx, caller) => {
    const signedIn = await confirmSignUp(signingDeps(ctx), caller, input, signInBrowserOf(ctx));
    applySessionChange(ctx, signedIn);
    return sessionOutput(signedIn.session);
  },
};

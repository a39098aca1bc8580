import type { ActionHandlers } from '../../http/actionHandler';
import { signingDeps } from '../../http/requestContext';
import { applySessionChange, signInBrowserOf } from '../../http/sessionContext';
import { sessionOutput, signIn, signOut } from '../../identity/sessions/sessions.service';

export const sessionHandlers: ActionHandlers = {
  'my/sessions/csrf_token': async (_input, ctx) => ({ authenticityToken: ctx.session.csrfToken }),
  'my/sessions/current': async (_input, ctx) => sessionOutput(ctx.session),
  'my/sessions': async (input, ctx, caller) => {
    const signedIn = await signIn(signingDeps(ctx), caller, input, signInBrowserOf(ctx));
    applySessionChange(ctx, signedIn);
    return sessionOutput(signedIn.session);
  },
  'my/sessions/current#delete': async (_input, ctx, caller) => {
    applySessionChange(ctx, await signOut(signingDeps(ctx), caller, ctx.session.token));
    return { ok: true };
  },
};

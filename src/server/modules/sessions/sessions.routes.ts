import type { ActionHandlers } from '../../http/actionHandler';
import { sessionOutput, signIn, signOut } from './sessions.service';

export const sessionHandlers: ActionHandlers = {
  'my/sessions/csrf_token': async (_input, ctx) => ({ authenticityToken: ctx.session.csrfToken }),
  'my/sessions/current': async (_input, ctx) => sessionOutput(ctx.session),
  'my/sessions': async (input, ctx) => sessionOutput(await signIn(ctx, input)),
  'my/sessions/current#delete': async (_input, ctx) => {
    await signOut(ctx);
    return { ok: true };
  },
};

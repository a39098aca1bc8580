import type { ActionHandlers } from '../../http/actionHandler';
import { sessionOutput } from '../sessions/sessions.service';
import { confirmSignUp, signUp } from './accounts.service';

export const accountHandlers: ActionHandlers = {
  users: (input, ctx) => signUp(ctx, input),
  'users/confirm': async (input, ctx) => sessionOutput(await confirmSignUp(ctx, input)),
};

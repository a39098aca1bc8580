import type { ActionHandlers } from '../../http/actionHandler';
import { sessionOutput } from '../sessions/sessions.service';
import { signUp } from './accounts.service';

export const accountHandlers: ActionHandlers = {
  users: async (input, ctx) => sessionOutput(await signUp(ctx, input)),
};

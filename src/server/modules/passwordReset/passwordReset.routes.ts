import type { ActionHandlers } from '../../http/actionHandler';
import { changePassword, requestReset } from './passwordReset.service';

export const passwordResetHandlers: ActionHandlers = {
  'account/reset_password/send_email': (input, ctx) => requestReset(ctx, input),
  'account/reset_password/change_password': (input, ctx) => changePassword(ctx, input),
};

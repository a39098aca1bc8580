import type { ActionHandlers } from '../../http/actionHandler';
import { confirmDeletion, requestDeletion } from './accountDeletion.service';

export const accountDeletionHandlers: ActionHandlers = {
  'my/account/delete_account': (input, ctx) => requestDeletion(ctx, input),
  'my/account/delete_account_confirmation': (input, ctx) => confirmDeletion(ctx, input),
};

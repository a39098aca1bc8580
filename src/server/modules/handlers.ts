import type { ActionHandlers } from '../http/actionHandler';
import { accountHandlers } from './accounts/accounts.routes';
import { oauthHandlers } from './oauth/oauth.routes';
import { sessionHandlers } from './sessions/sessions.routes';

/** Every implemented action, by name. Each area module contributes its own map. */
export const handlers: ActionHandlers = {
  ...sessionHandlers,
  ...accountHandlers,
  ...oauthHandlers,
};

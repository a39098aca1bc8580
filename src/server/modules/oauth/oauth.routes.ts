import type { ActionHandlers } from '../../http/actionHandler';
import { answerRequest, createEditorToken, describeRequest, exchangeCode } from './oauth.service';

export const oauthHandlers: ActionHandlers = {
  'oauth2/authorization_request': (input, ctx) => describeRequest(ctx, input),
  'oauth2/authorized_redirect_uri': (input, ctx) => answerRequest(ctx, input),
  'oauth2/access_token': (input, ctx) => exchangeCode(ctx, input),
  'my/account/create_jwt_token': (_input, ctx) => createEditorToken(ctx),
};

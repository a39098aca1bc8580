import type { ActionHandlers } from '../../http/actionHandler';
import { signingDeps } from '../../http/requestContext';
import {
  answerRequest,
  createEditorToken,
  describeRequest,
  exchangeCode,
} from '../../identity/oauth/oauth.service';

export const oauthHandlers: ActionHandlers = {
  'oauth2/authorization_request': (input, ctx) => describeRequest(ctx.deps, input),
  'oauth2/authorized_redirect_uri': (input, ctx, caller) => answerRequest(ctx.deps, caller, input),
  'oauth2/access_token': (input, ctx) => exchangeCode(signingDeps(ctx), input),
  'my/account/create_jwt_token': (_input, ctx, caller) =>
    createEditorToken(signingDeps(ctx), caller, ctx.session.sessionId),
};

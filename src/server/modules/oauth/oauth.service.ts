import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import { AppError, badRequest, unauthorized } from '../../http/appError';
import type { RequestContext } from '../../http/requestContext';
import { signUserToken } from '../../security/jwt';
import { randomToken, sha256 } from '../../security/tokens';
import * as repo from './oauth.repo';
import { redirectWith, verifierMatches } from './pkce';

/** Codes are exchanged by the app within seconds; ten minutes is RFC 6749's ceiling. */
export const CODE_TTL_MS = 5 * 60 * 1000;
export const ACCESS_TOKEN_TTL_S = 60 * 60;
export const EDITOR_TOKEN_TTL_S = 15 * 60;

type AuthorizationRequest = Omit<ActionInput<'oauth2/authorized_redirect_uri'>, 'decision'>;

/**
 * The client and the exact registered redirect URI, or a refusal. Never redirect for a request
 * that fails here: the redirect URI itself is not trusted yet.
 */
async function checkRequest(ctx: RequestContext, request: AuthorizationRequest) {
  const client = await repo.findClient(ctx.deps.db, request.clientId);
  if (!client) {
    throw badRequest('invalid_client', 'This app is not registered with Printshop.', {
      clientId: ['Unknown app.'],
    });
  }
  if (!client.redirectUris.includes(request.redirectUri)) {
    throw badRequest(
      'invalid_redirect_uri',
      'This app asked to return to an address it has not registered.',
      {
        redirectUri: ['Not a registered redirect URI for this app.'],
      },
    );
  }
  return client;
}

export async function describeRequest(
  ctx: RequestContext,
  request: AuthorizationRequest,
): Promise<ActionOutput<'oauth2/authorization_request'>> {
  const client = await checkRequest(ctx, request);
  return { clientName: client.name, redirectUri: request.redirectUri };
}

/** The signed-in user's allow or deny; either way the app learns it through its redirect URI. */
export async function answerRequest(
  ctx: RequestContext,
  input: ActionInput<'oauth2/authorized_redirect_uri'>,
): Promise<ActionOutput<'oauth2/authorized_redirect_uri'>> {
  const user = ctx.session.user;
  if (!user) throw unauthorized('Please sign in to connect this app.');
  await checkRequest(ctx, input);
  if (input.decision === 'deny') {
    return {
      redirectUri: redirectWith(input.redirectUri, { error: 'access_denied', state: input.state }),
    };
  }
  const code = randomToken();
  const now = ctx.deps.now();
  await repo.insertCode(ctx.deps.db, {
    codeHash: sha256(code),
    clientId: input.clientId,
    userId: user.id,
    redirectUri: input.redirectUri,
    codeChallenge: input.codeChallenge,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return { redirectUri: redirectWith(input.redirectUri, { code, state: input.state }) };
}

const invalidGrant = () =>
  new AppError(400, 'invalid_grant', 'The authorization code is invalid, expired or already used.');

/** RFC 6749 §4.1.3 with RFC 7636: the code once, for its client and redirect URI, with the verifier. */
export async function exchangeCode(
  ctx: RequestContext,
  input: ActionInput<'oauth2/access_token'>,
): Promise<ActionOutput<'oauth2/access_token'>> {
  const now = ctx.deps.now();
  const code = await repo.consumeCode(ctx.deps.db, sha256(input.code), now);
  if (!code) throw invalidGrant();
  // The code is spent even when a check below fails: a guessed or stolen code gets one try.
  if (code.clientId !== input.clientId || code.redirectUri !== input.redirectUri) {
    throw invalidGrant();
  }
  if (!verifierMatches(input.codeVerifier, code.codeChallenge)) throw invalidGrant();
  const { token } = await signUserToken(ctx.secret, {
    userId: code.userId,
    audience: 'app',
    ttlSeconds: ACCESS_TOKEN_TTL_S,
    now,
  });
  return { accessToken: token, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_TTL_S };
}

/** A short-lived token the embedded editor sends instead of the session cookie. */
export async function createEditorToken(
  ctx: RequestContext,
): Promise<ActionOutput<'my/account/create_jwt_token'>> {
  const user = ctx.session.user;
  if (!user) throw unauthorized();
  const { token, expiresAt } = await signUserToken(ctx.secret, {
    userId: user.id,
    audience: 'editor',
    ttlSeconds: EDITOR_TOKEN_TTL_S,
    now: ctx.deps.now(),
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

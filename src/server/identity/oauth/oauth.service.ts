import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import { AppError, badRequest } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps, SigningDeps } from '../../http/requestContext';
import { signUserToken } from '../../security/jwt';
import { randomToken, sha256 } from '../../security/tokens';
import { editorTokenBinding } from '../sessions/sessions.service';
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
async function checkRequest(deps: Pick<ServerDeps, 'db'>, request: AuthorizationRequest) {
  const client = await repo.findClient(deps.db, request.clientId);
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
  deps: Pick<ServerDeps, 'db'>,
  request: AuthorizationRequest,
): Promise<ActionOutput<'oauth2/authorization_request'>> {
  const client = await checkRequest(deps, request);
  return { clientName: client.name, redirectUri: request.redirectUri };
}

/** The signed-in user's allow or deny; either way the app learns it through its redirect URI. */
export async function answerRequest(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Caller,
  input: ActionInput<'oauth2/authorized_redirect_uri'>,
): Promise<ActionOutput<'oauth2/authorized_redirect_uri'>> {
  const userId = requireUser(caller, 'Please sign in to connect this app.');
  await checkRequest(deps, input);
  if (input.decision === 'deny') {
    return {
      redirectUri: redirectWith(input.redirectUri, { error: 'access_denied', state: input.state }),
    };
  }
  const code = randomToken();
  const now = deps.now();
  await repo.insertCode(deps.db, {
    codeHash: sha256(code),
    clientId: input.clientId,
    userId,
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
  deps: SigningDeps,
  input: ActionInput<'oauth2/access_token'>,
): Promise<ActionOutput<'oauth2/access_token'>> {
  const now = deps.now();
  const code = await repo.consumeCode(deps.db, sha256(input.code), now);
  if (!code) throw invalidGrant();
  // The code is spent even when a check below fails: a guessed or stolen code gets one try.
  if (code.clientId !== input.clientId || code.redirectUri !== input.redirectUri) {
    throw invalidGrant();
  }
  if (!verifierMatches(input.codeVerifier, code.codeChallenge)) throw invalidGrant();
  const { token } = await signUserToken(deps.secret, {
    userId: code.userId,
    audience: 'app',
    ttlSeconds: ACCESS_TOKEN_TTL_S,
    now,
  });
  return { accessToken: token, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_TTL_S };
}

/**
 * A short-lived token the embedded editor sends instead of the session cookie, bound to the
 * caller's session (`sessionId`): it stops working when that session ends or the password changes.
 */
export async function createEditorToken(
  deps: SigningDeps,
  caller: Caller,
  sessionId: number | undefined,
): Promise<ActionOutput<'my/account/create_jwt_token'>> {
  const userId = requireUser(caller);
  const binding = await editorTokenBinding(deps, userId, sessionId);
  if (!binding) {
    throw new AppError(
      400,
      'cookie_session_required',
      'An editor token is made from a signed-in browser. Sign in on the shop’s site and try again.',
    );
  }
  const { token, expiresAt } = await signUserToken(deps.secret, {
    ...binding,
    audience: 'editor',
    ttlSeconds: EDITOR_TOKEN_TTL_S,
    now: deps.now(),
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

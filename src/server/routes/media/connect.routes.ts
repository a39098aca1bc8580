import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PhotoSourceNotFoundError } from '../../../shared/catalog/photoSourceErrors';
import { type PhotoSource, photoSourceByPath } from '../../../shared/catalog/photoSources';
import { safeReturnPath, sameOriginPath } from '../../../shared/routes/safeReturnPath';
import type { ServerDeps } from '../../http/requestContext';
import { requestContext } from '../../http/sessionContext';
import { shopOrigin } from '../../http/shopOrigin';
import {
  CONNECT_COOKIE,
  CONNECT_NONCE_TTL_MS,
  connectNonceMatches,
  issueConnectNonce,
} from '../../media/photoSources/connectNonce';
import { upsertSourceToken } from '../../media/photoSources/photoSourceTokens.repo';
import { sourceEndpoints } from '../../media/photoSources/sourceEndpoints';
import { sendSourcePage } from '../../media/photoSources/sourcePages';
import { sourceTokenSecret } from '../../media/photoSources/sourceTokenSecret';
import { sealToken } from '../../media/photoSources/tokenSeal';

export const CONNECT_PATH = '/~/photo-source-connect';
export const CALLBACK_PATH = '/~/photo-source-callback';
const DEFAULT_RETURN = '/my/photos';

const callbackQuery = z.object({
  source: z.string().min(1).max(100),
  access_token: z.string().min(1).max(4096),
  expires_at: z.coerce.number<string>().int(),
  return_to: z.string().min(1).max(2000),
  state: z.string().min(1).max(200).optional(),
});

/** The source at the path, or the spec's "doesn't exist" page (spec §8). */
function sourceOrPage(reply: FastifyReply, path: string): PhotoSource | undefined {
  try {
    const source = photoSourceByPath(path);
    if (source.external) return source;
    sendSourcePage(reply, 400, 'Nothing to connect', `${source.name} needs no connecting.`);
  } catch (error) {
    if (!(error instanceof PhotoSourceNotFoundError)) throw error;
    sendSourcePage(reply, 404, 'Unknown photo source', error.message);
  }
  return undefined;
}

/**
 * The connect flow of spec §2: `/~/photo-source-connect/{path}` sends the signed-in person to the
 * source's sign-in page, which sends them back to `/~/photo-source-callback` with an access token.
 * Both answer before the page renderer, as plain pages: they are reached by navigation.
 */
export function registerPhotoSourceConnect(
  app: FastifyInstance,
  deps: ServerDeps,
  secret: string,
): void {
  const cookieOptions = {
    path: '/~/',
    httpOnly: true,
    // Lax: the source's redirect back is a top-level navigation, which carries lax cookies.
    sameSite: 'lax' as const,
    secure: deps.secureCookies ?? false,
  };

  app.get<{ Params: { path: string }; Querystring: { return_to?: string } }>(
    `${CONNECT_PATH}/:path`,
    async (request, reply) => {
      const user = (await requestContext(deps, secret, request, reply)).session.user;
      if (!user) {
        return sendSourcePage(reply, 401, 'Please sign in', 'Sign in to connect a photo source.');
      }
      const source = sourceOrPage(reply, request.params.path);
      if (!source) return reply;
      const returnTo = safeReturnPath(request.query.return_to, DEFAULT_RETURN);
      const { nonce, cookie } = issueConnectNonce(secret, user.id, source.id, deps.now());
      const endpoints = sourceEndpoints(source);
      const callback = new URL(CALLBACK_PATH, shopOrigin(deps));
      callback.searchParams.set('source', source.path);
      callback.searchParams.set('return_to', returnTo);
      const authorize = new URL(endpoints.authorizeUrl);
      authorize.searchParams.set('client_id', endpoints.clientId);
      authorize.searchParams.set('redirect_uri', callback.toString());
      authorize.searchParams.set('response_type', 'token');
      authorize.searchParams.set('state', nonce);
      return reply
        .setCookie(CONNECT_COOKIE, cookie, {
          ...cookieOptions,
          maxAge: CONNECT_NONCE_TTL_MS / 1000,
        })
        .header('cache-control', 'no-store')
        .redirect(authorize.toString(), 302);
    },
  );

  app.get(CALLBACK_PATH, async (request: FastifyRequest, reply) => {
    const parsed = callbackQuery.safeParse(request.query);
    if (!parsed.success) {
      return sendSourcePage(
        reply,
        400,
        'Connection failed',
        'The photo source sent us back without everything we need (source, access_token, expires_at, return_to). Try connecting again.',
      );
    }
    const query = parsed.data;
    const user = (await requestContext(deps, secret, request, reply)).session.user;
    if (!user) {
      return sendSourcePage(
        reply,
        401,
        'Please sign in',
        'Sign in, then connect the photo source again.',
      );
    }
    const source = sourceOrPage(reply, query.source);
    if (!source) return reply;
    const now = deps.now();
    const started = connectNonceMatches(secret, request.cookies[CONNECT_COOKIE], {
      userId: user.id,
      sourceId: source.id,
      state: query.state,
      now,
    });
    if (!started) {
      return sendSourcePage(
        reply,
        403,
        'Connection refused',
        `This connection to ${source.name} was not started from your account on this device, or it took too long. Start again from your photo library.`,
      );
    }
    const returnTo = sameOriginPath(query.return_to);
    if (!returnTo) {
      return sendSourcePage(
        reply,
        400,
        'Connection refused',
        'The address to return to is not on this site, so we did not follow it.',
      );
    }
    const expiresAt = new Date(query.expires_at * 1000);
    if (expiresAt <= now) {
      return sendSourcePage(
        reply,
        400,
        'Connection expired',
        `${source.name} handed us an access that had already expired. Connect ${source.name} again.`,
      );
    }
    await upsertSourceToken(deps.db, {
      userId: user.id,
      sourceId: source.id,
      sealedAccessToken: sealToken(await sourceTokenSecret(deps.db), query.access_token),
      expiresAt,
      now,
    });
    // One use: the same redirect replayed later cannot connect again.
    reply.clearCookie(CONNECT_COOKIE, cookieOptions);
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  });
}

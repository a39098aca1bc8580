import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUser } from '../modules/sessions/sessions.repo';
import { resolveSession, SIGNED_IN_DAYS } from '../modules/sessions/sessions.service';
import { verifyUserToken } from '../security/jwt';
import { AppError } from './appError';
import type { RequestContext, ServerDeps, SessionState } from './requestContext';

export const SESSION_COOKIE = 'ps_sid';
export const ANONYMOUS_COOKIE = 'ps_aid';
const YEAR_S = 365 * 86_400;

const contexts = new WeakMap<FastifyRequest, Promise<RequestContext>>();

function writeCookies(
  reply: FastifyReply,
  deps: ServerDeps,
  session: SessionState,
  persistent: boolean,
) {
  const base = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.secureCookies ?? false,
  };
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...base,
    ...(persistent ? { maxAge: session.user ? SIGNED_IN_DAYS * 86_400 : YEAR_S } : {}),
  });
  reply.setCookie(ANONYMOUS_COOKIE, session.anonymousId, { ...base, maxAge: YEAR_S });
}

const invalidToken = () =>
  new AppError(401, 'invalid_token', 'The access token is invalid or has expired. Sign in again.');

/**
 * The session of a call made with `Authorization: Bearer <token>` (the apps, the embedded
 * editor): no cookies are read or written, and no CSRF applies, since nothing is sent ambiently.
 */
async function bearerSession(
  deps: ServerDeps,
  secret: string,
  token: string,
): Promise<SessionState> {
  const now = deps.now();
  const userId =
    (await verifyUserToken(secret, token, 'app', now)) ??
    (await verifyUserToken(secret, token, 'editor', now));
  const user = userId === undefined ? undefined : await findSessionUser(deps.db, userId);
  if (!user) throw invalidToken();
  return { token: '', anonymousId: `user-${user.id}`, csrfToken: '', user, bearer: true };
}

/**
 * The session a request was served with, when something resolved it (undefined for requests that
 * never needed one: static files, health checks). Never starts a session itself.
 */
export async function resolvedSession(request: FastifyRequest): Promise<SessionState | undefined> {
  const pending = contexts.get(request);
  if (!pending) return undefined;
  try {
    return (await pending).session;
  } catch {
    return undefined;
  }
}

/** The request's context, resolved once per request however many times it is asked for. */
export function requestContext(
  deps: ServerDeps,
  secret: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestContext> {
  let pending = contexts.get(request);
  if (!pending) {
    pending = (async () => {
      const authorization = request.headers.authorization;
      if (authorization?.startsWith('Bearer ')) {
        const session = await bearerSession(deps, secret, authorization.slice(7).trim());
        return {
          deps,
          secret,
          session,
          request,
          reply,
          replaceSession() {
            throw new AppError(
              400,
              'cookie_session_required',
              'This call needs a browser session.',
            );
          },
        };
      }
      const { session, isNew } = await resolveSession(deps, secret, {
        token: request.cookies[SESSION_COOKIE],
        anonymousId: request.cookies[ANONYMOUS_COOKIE],
      });
      if (isNew) writeCookies(reply, deps, session, true);
      const ctx: RequestContext = {
        deps,
        secret,
        session,
        request,
        reply,
        replaceSession(next, persistent) {
          ctx.session = next;
          writeCookies(reply, deps, next, persistent);
        },
      };
      return ctx;
    })();
    contexts.set(request, pending);
  }
  return pending;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { SessionUser } from '../identity/sessions/sessions.repo';
import { type UserTokenClaims, verifyUserToken } from '../security/jwt';
import { AppError } from './appError';
import type { RequestContext, ServerDeps, SessionChange, SessionState } from './requestContext';

export const SESSION_COOKIE = 'ps_sid';
export const ANONYMOUS_COOKIE = 'ps_aid';
/** The known-device cookie, and the only path it is sent to: the sign-in call. */
export const DEVICE_COOKIE = 'ps_dev';
const DEVICE_COOKIE_PATH = '/api/v2/my/sessions';
const YEAR_S = 365 * 86_400;

/**
 * The port through which a request finds its session: the sessions area implements it and the
 * composition root (buildServer) hands it in as `deps.sessionStore`.
 */
export interface SessionStore {
  /** The session a browser's cookies name; a missing or unknown token makes a fresh guest. */
  resolve(
    deps: Pick<ServerDeps, 'db' | 'now'>,
    secret: string,
    cookies: { token?: string; anonymousId?: string },
  ): Promise<{ session: SessionState; isNew: boolean }>;
  /** The user an access token names, if the account still exists. */
  findUser(db: Db, userId: number): Promise<SessionUser | undefined>;
  /** The user an editor token names, while the session it is bound to holds. */
  findEditorUser(
    deps: Pick<ServerDeps, 'db' | 'now'>,
    secret: string,
    claims: UserTokenClaims,
  ): Promise<SessionUser | undefined>;
  /** How long a signed-in session lasts; a persistent session cookie lasts as long. */
  signedInDays: number;
}

function sessionStoreOf(deps: ServerDeps): SessionStore {
  if (!deps.sessionStore) throw new Error('buildServer sets a session store');
  return deps.sessionStore;
}

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
    ...(persistent
      ? { maxAge: session.user ? sessionStoreOf(deps).signedInDays * 86_400 : YEAR_S }
      : {}),
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
  const store = sessionStoreOf(deps);
  const app = await verifyUserToken(secret, token, 'app', now);
  const editor = app ? undefined : await verifyUserToken(secret, token, 'editor', now);
  const user = app
    ? await store.findUser(deps.db, app.userId)
    : editor && (await store.findEditorUser(deps, secret, editor));
  if (!user) throw invalidToken();
  return {
    token: '',
    anonymousId: `user-${user.id}`,
    csrfToken: '',
    user,
    bearer: true,
    // The editor's calls belong to the session its token was made in (a new token stays bound).
    ...(editor?.sessionId !== undefined ? { sessionId: editor.sessionId } : {}),
  };
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
      const { session, isNew } = await sessionStoreOf(deps).resolve(deps, secret, {
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

/** What signing in needs of the browser beyond its caller. */
export interface SignInBrowser {
  /** The token of the session being replaced, ended if it was a signed-in one. */
  sessionToken: string;
  userAgent?: string;
  /** The known-device cookie, if the browser has one. */
  knownDevice?: string;
}

/** The browser a sign-in (or sign-up, or password reset) call came from. */
export function signInBrowserOf(ctx: Pick<RequestContext, 'session' | 'request'>): SignInBrowser {
  return {
    sessionToken: ctx.session.token,
    userAgent: ctx.request.headers['user-agent'],
    knownDevice: ctx.request.cookies[DEVICE_COOKIE],
  };
}

/**
 * Puts a session a service started or ended in place with its cookies, and marks this browser as
 * a known device of the account that signed in (the mark is sent to the sign-in call only).
 */
export function applySessionChange(ctx: RequestContext, change: SessionChange): void {
  ctx.replaceSession(change.session, change.persistent);
  if (change.deviceToken === undefined) return;
  ctx.reply.setCookie(DEVICE_COOKIE, change.deviceToken, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.deps.secureCookies ?? false,
    maxAge: YEAR_S,
  });
}

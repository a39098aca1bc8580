import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveSession, SIGNED_IN_DAYS } from '../modules/sessions/sessions.service';
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

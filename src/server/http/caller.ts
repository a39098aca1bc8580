import type { FastifyRequest } from 'fastify';
import { unauthorized } from './appError';
import type { RequestContext, SessionState } from './requestContext';

/**
 * Who is calling and from where: all a service may know of the request. Built once per call by
 * the action handler, so services take `(deps, caller, input)` and never the whole request.
 */
export interface Caller {
  /** The signed-in user's id; null for a guest. */
  userId: NonNullable<SessionState['user']>['id'] | null;
  /** This browser's id, signed in or not (carts, consent and visits of guests hang on it). */
  anonymousId: SessionState['anonymousId'];
  /** The client's network address (behind a trusted proxy, the forwarded one). */
  address: FastifyRequest['ip'];
  /** Called with an access token instead of the session cookie: there is no browser session. */
  bearer: boolean;
}

/** The caller of a request, read from its resolved session. */
export function callerOf(ctx: Pick<RequestContext, 'session' | 'request'>): Caller {
  const { session, request } = ctx;
  return {
    userId: session.user?.id ?? null,
    anonymousId: session.anonymousId,
    address: request.ip,
    bearer: session.bearer === true,
  };
}

/**
 * The signed-in caller's id; a guest gets the sign-in-required error (401). `why` says what
 * signing in is for, when the area has a better sentence than the default.
 */
export function requireUser(caller: Pick<Caller, 'userId'>, why?: string): number {
  if (caller.userId === null) throw unauthorized(why);
  return caller.userId;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../security/tokens';
import { forbidden } from './appError';
import { type Caller, callerOf, requireUser } from './caller';
import type { RequestContext, ServerDeps } from './requestContext';
import { requestContext } from './sessionContext';

/** Methods that read: no CSRF token needed, nothing changes. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a cookie-borne request without the page's CSRF token: the cookie rides along on any
 * request, the token proves the page is ours. A bearer call sends nothing ambient, so it passes.
 */
export function checkCsrf(ctx: RequestContext, request: FastifyRequest): void {
  checkCsrfToken(ctx, request.headers['x-csrf-token']);
}

/** The same check for a token sent otherwise: a form posted without script has it in a field. */
export function checkCsrfToken(ctx: RequestContext, sent: unknown): void {
  if (ctx.session.bearer) return;
  if (typeof sent !== 'string' || !safeEqual(sent, ctx.session.csrfToken)) {
    throw forbidden(
      'csrf_invalid',
      'Your session has expired. Please reload the page and try again.',
    );
  }
}

/**
 * The door of a route outside the action table (the tus upload endpoint, the live channel's
 * handshake): the same session, sign-in and CSRF checks an action gets, written once. Throws the
 * AppError of the first refusal; `signIn` is the sentence a guest is refused with.
 */
export async function guardRawRoute(
  deps: ServerDeps,
  secret: string,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { signIn: string },
): Promise<{ ctx: RequestContext; caller: Caller; userId: number }> {
  const ctx = await requestContext(deps, secret, request, reply);
  const caller = callerOf(ctx);
  const userId = requireUser(caller, options.signIn);
  if (!READS.has(request.method)) checkCsrf(ctx, request);
  return { ctx, caller, userId };
}

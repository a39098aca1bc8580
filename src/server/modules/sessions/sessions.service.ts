import type { ActionOutput } from '../../../shared/api/actionTable';
import { AppError, tooManyRequests } from '../../http/appError';
import type { RequestContext, ServerDeps, SessionState } from '../../http/requestContext';
import { verifyAgainstDummy, verifyPassword } from '../../security/passwords';
import { type RateLimit, takeRateLimit } from '../../security/rateLimit';
import { hmac, randomToken, sha256 } from '../../security/tokens';
import { adoptVisitorConsent } from '../privacy/privacy.service';
import * as repo from './sessions.repo';

const DAY_MS = 86_400_000;
export const SIGNED_IN_DAYS = 30;
const TOUCH_AFTER_MS = 60 * 60 * 1000;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords per account in the window: enough for a forgetful person, not for guessing. */
export const MAX_FAILURES = 10;
/**
 * Sign-in attempts per IP, right or wrong: one address trying many accounts (credential stuffing)
 * stops here, while a household or office behind one address has room to spare.
 */
export const SIGN_IN_IP_LIMIT: RateLimit = { limit: 60, windowMs: FAILURE_WINDOW_MS };

/**
 * A guest's token is never stored, so it says it is a guest's and resolves with no database read:
 * browsing, most of a shop's traffic, costs no query. Forging the mark only turns a user into a
 * guest; a token without it is always looked up.
 */
const GUEST_MARK = 'g.';
export const TOKEN_PATTERN = /^(g\.)?[A-Za-z0-9_-]{43}$/;

export function csrfTokenFor(secret: string, token: string): string {
  return hmac(secret, `csrf:${token}`);
}

function newSession(secret: string, anonymousId: string, token: string): SessionState {
  return { token, anonymousId, csrfToken: csrfTokenFor(secret, token) };
}

export function guestSession(secret: string, anonymousId = randomToken(16)): SessionState {
  return newSession(secret, anonymousId, `${GUEST_MARK}${randomToken()}`);
}

/** Finds the caller's session from its cookies; a missing or unknown token makes a fresh guest. */
export async function resolveSession(
  deps: ServerDeps,
  secret: string,
  cookies: { token?: string; anonymousId?: string },
): Promise<{ session: SessionState; isNew: boolean }> {
  const anonymousId =
    cookies.anonymousId && /^[A-Za-z0-9_-]{10,64}$/.test(cookies.anonymousId)
      ? cookies.anonymousId
      : undefined;
  const token = cookies.token && TOKEN_PATTERN.test(cookies.token) ? cookies.token : undefined;
  if (!token || !anonymousId) return { session: guestSession(secret, anonymousId), isNew: true };
  if (token.startsWith(GUEST_MARK)) {
    return { session: newSession(secret, anonymousId, token), isNew: false };
  }
  const now = deps.now();
  const row = await repo.findLiveSession(deps.db, sha256(token), now);
  // Signed out or expired: carry on as a (marked) guest rather than looking it up again and again.
  if (!row) return { session: guestSession(secret, anonymousId), isNew: true };
  const session = newSession(secret, anonymousId, token);
  session.user = row.user;
  session.sessionId = row.sessionId;
  // Writing on every request would turn each read into a write; once an hour is enough to see activity.
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await repo.touchSession(deps.db, row.sessionId, now);
  }
  return { session, isNew: false };
}

export function sessionOutput(session: SessionState): ActionOutput<'my/sessions/current'> {
  const { user } = session;
  return {
    anonymousId: session.anonymousId,
    csrfToken: session.csrfToken,
    ...(user
      ? {
          user: {
            id: user.id,
            email: user.email,
            firstName: user.firstName,
            ...(user.lastName ? { lastName: user.lastName } : {}),
          },
        }
      : {}),
  };
}

/** Starts a signed-in session under a new token, so a token known before sign-in is worthless after. */
export async function startUserSession(
  ctx: RequestContext,
  user: repo.SessionUser,
  persistent: boolean,
): Promise<SessionState> {
  if (ctx.session.user) await repo.deleteSessionByHash(ctx.deps.db, sha256(ctx.session.token));
  const next = newSession(ctx.secret, ctx.session.anonymousId, randomToken());
  await repo.insertSession(ctx.deps.db, {
    tokenHash: sha256(next.token),
    userId: user.id,
    userAgent: ctx.request.headers['user-agent']?.slice(0, 400),
    expiresAt: new Date(ctx.deps.now().getTime() + SIGNED_IN_DAYS * DAY_MS),
  });
  // The privacy choice made in this browser before signing in stays made (issue 3).
  await adoptVisitorConsent(ctx.deps.db, ctx.session.anonymousId, user.id);
  next.user = user;
  ctx.replaceSession(next, persistent);
  return next;
}

export async function signIn(
  ctx: RequestContext,
  input: { email: string; password: string; rememberMe?: boolean },
): Promise<SessionState> {
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  const perIp = await takeRateLimit(db, `signin:ip:${ctx.request.ip}`, SIGN_IN_IP_LIMIT, now);
  if (!perIp.allowed) {
    throw tooManyRequests(
      'Too many sign-in attempts from your network. Please wait 15 minutes and try again.',
    );
  }
  const failures = await repo.countRecentFailures(
    db,
    input.email,
    new Date(now.getTime() - FAILURE_WINDOW_MS),
  );
  if (failures >= MAX_FAILURES) {
    throw tooManyRequests(
      'Too many sign-in attempts. Please wait 15 minutes or reset your password.',
    );
  }
  const user = await repo.findUserForSignIn(db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) {
    await repo.recordFailure(db, input.email, ctx.request.ip, now);
    throw new AppError(401, 'invalid_credentials', 'The email or password is not correct.');
  }
  await repo.clearFailures(db, input.email);
  const { passwordHash: _, ...sessionUser } = user;
  return startUserSession(ctx, sessionUser, input.rememberMe ?? true);
}

export async function signOut(ctx: RequestContext): Promise<void> {
  if (ctx.session.user) await repo.deleteSessionByHash(ctx.deps.db, sha256(ctx.session.token));
  ctx.replaceSession(guestSession(ctx.secret, ctx.session.anonymousId), false);
}

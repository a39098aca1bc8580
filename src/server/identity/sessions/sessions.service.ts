import type { ActionOutput } from '../../../shared/api/actionTable';
import { adoptGuestCart } from '../../commerce/cart/cart.service';
import { closeLiveSessions } from '../../design/collaboration/liveSessions.service';
import { AppError } from '../../http/appError';
import type { Caller } from '../../http/caller';
import type {
  ServerDeps,
  SessionChange,
  SessionState,
  SigningDeps,
} from '../../http/requestContext';
import type { SessionStore, SignInBrowser } from '../../http/sessionContext';
import { deviceToken, readDeviceToken } from '../../security/deviceToken';
import { passwordTagOf, type UserTokenClaims } from '../../security/jwt';
import { networkOf } from '../../security/network';
import { verifyAgainstDummy, verifyPassword } from '../../security/passwords';
import { hmac, randomToken, sha256 } from '../../security/tokens';
import { adoptVisitorConsent } from '../../site/privacy/privacy.service';
import {
  findSessionUser,
  findSessionUserWithPassword,
  findUserForSignIn,
} from '../accounts/sessionUsers.service';
import * as repo from './sessions.repo';
import {
  type AttemptSource,
  checkSignInThrottle,
  clearSignInFailures,
  recordSignInFailure,
} from './signInThrottle';

const DAY_MS = 86_400_000;
export const SIGNED_IN_DAYS = 30;
const TOUCH_AFTER_MS = 60 * 60 * 1000;
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
  deps: Pick<ServerDeps, 'db' | 'now'>,
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
  const user = row && (await findSessionUser(deps.db, row.userId));
  // Signed out, expired or the account gone: carry on as a (marked) guest rather than looking
  // it up again and again.
  if (!row || !user) return { session: guestSession(secret, anonymousId), isNew: true };
  const session = newSession(secret, anonymousId, token);
  session.user = user;
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

/**
 * Starts a signed-in session under a new token, so a token known before sign-in is worthless after.
 * The handler puts the answer in place (`applySessionChange`).
 */
export async function startUserSession(
  deps: SigningDeps,
  caller: Pick<Caller, 'userId' | 'anonymousId'>,
  user: repo.SessionUser,
  browser: Pick<SignInBrowser, 'sessionToken' | 'userAgent'>,
  persistent: boolean,
): Promise<SessionChange> {
  if (caller.userId !== null) {
    await closeLiveSessions(
      deps,
      await repo.deleteSessionByHash(deps.db, sha256(browser.sessionToken)),
    );
  }
  const next = newSession(deps.secret, caller.anonymousId, randomToken());
  await repo.insertSession(deps.db, {
    tokenHash: sha256(next.token),
    userId: user.id,
    userAgent: browser.userAgent?.slice(0, 400),
    expiresAt: new Date(deps.now().getTime() + SIGNED_IN_DAYS * DAY_MS),
  });
  // The privacy choice made in this browser before signing in stays made (issue 3).
  await adoptVisitorConsent(deps.db, caller.anonymousId, user.id);
  // So is the guest cart: its lines join the user's cart, never lost at sign-in (issue 17).
  await adoptGuestCart(deps.db, caller.anonymousId, user.id, deps.now());
  next.user = user;
  // Signing in again from this browser passes the throttle that failures from its network put
  // on the address.
  return { session: next, persistent, deviceToken: deviceToken(deps.secret, user.id) };
}

/** Where this attempt counts: the browser's known device for this account, else its network. */
function attemptSource(
  secret: string,
  caller: Pick<Caller, 'address'>,
  knownDevice: string | undefined,
  userId: number | undefined,
): AttemptSource {
  const device = readDeviceToken(secret, knownDevice);
  if (device && userId !== undefined && device.userId === userId) {
    return { kind: 'device', deviceId: device.deviceId };
  }
  return { kind: 'network', network: networkOf(caller.address) };
}

export async function signIn(
  deps: SigningDeps,
  caller: Caller,
  input: { email: string; password: string; rememberMe?: boolean },
  browser: SignInBrowser,
): Promise<SessionChange> {
  const { db } = deps;
  const now = deps.now();
  // Looked up for every attempt, known address or not, so the throttle's answer tells nothing.
  const user = await findUserForSignIn(db, input.email);
  const source = attemptSource(deps.secret, caller, browser.knownDevice, user?.id);
  await checkSignInThrottle(db, input.email, source, now);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) {
    await recordSignInFailure(db, input.email, source, now);
    throw new AppError(401, 'invalid_credentials', 'The email or password is not correct.');
  }
  await clearSignInFailures(db, input.email, source);
  const { passwordHash: _, ...sessionUser } = user;
  return startUserSession(deps, caller, sessionUser, browser, input.rememberMe ?? true);
}

/** Ends the caller's signed-in session; the browser carries on as a guest under its anonymous id. */
export async function signOut(
  deps: SigningDeps,
  caller: Pick<Caller, 'userId' | 'anonymousId'>,
  sessionToken: string,
): Promise<SessionChange> {
  if (caller.userId !== null) {
    await closeLiveSessions(deps, await repo.deleteSessionByHash(deps.db, sha256(sessionToken)));
  }
  return { session: guestSession(deps.secret, caller.anonymousId), persistent: false };
}

/**
 * What ties an editor token to the browser session it is made in: the session's id and a tag of
 * the password. Undefined without a session (an app's access token makes none).
 */
export async function editorTokenBinding(
  deps: Pick<SigningDeps, 'db' | 'secret'>,
  userId: number,
  sessionId: number | undefined,
): Promise<Required<UserTokenClaims> | undefined> {
  if (sessionId === undefined) return undefined;
  const user = await findSessionUserWithPassword(deps.db, userId);
  if (!user) return undefined;
  return { userId, sessionId, passwordTag: passwordTagOf(deps.secret, user.passwordHash) };
}

/**
 * The user an editor token speaks for while the session it was made in is signed in and the
 * password is the one it was made under: signing out, or a new password, ends the token too.
 */
export async function findEditorTokenUser(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  secret: string,
  claims: UserTokenClaims,
): Promise<repo.SessionUser | undefined> {
  if (claims.sessionId === undefined || claims.passwordTag === undefined) return undefined;
  const session = await repo.findLiveSessionById(deps.db, claims.sessionId, deps.now());
  if (session?.userId !== claims.userId) return undefined;
  const user = await findSessionUserWithPassword(deps.db, claims.userId);
  if (!user || passwordTagOf(secret, user.passwordHash) !== claims.passwordTag) return undefined;
  const { passwordHash: _, ...sessionUser } = user;
  return sessionUser;
}

/** The sessions area behind the request context's session port. */
export const sessionStore: SessionStore = {
  resolve: resolveSession,
  findUser: findSessionUser,
  findEditorUser: findEditorTokenUser,
  signedInDays: SIGNED_IN_DAYS,
};

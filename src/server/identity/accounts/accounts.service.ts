import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import { sameOriginPath } from '../../../shared/routes/safeReturnPath';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import type { Caller } from '../../http/caller';
import { enforceRateLimit } from '../../http/rateLimitGuard';
import type { ServerDeps, SessionChange, SigningDeps } from '../../http/requestContext';
import type { SignInBrowser } from '../../http/sessionContext';
import { shopOrigin } from '../../http/shopOrigin';
import { sendInBackground } from '../../mail/sendInBackground';
import { hashPassword } from '../../security/passwords';
import type { RateLimit } from '../../security/rateLimit';
import { randomToken, sha256 } from '../../security/tokens';
import { startUserSession } from '../sessions/sessions.service';
import * as repo from './accounts.repo';
import { addressTakenMail, confirmSignUpMail } from './signUpMails';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Sign-ups per IP an hour: room for a family or a class signing up together, none for a script
 * filling the table or mailing strangers.
 */
export const SIGN_UP_IP_LIMIT: RateLimit = { limit: 30, windowMs: HOUR_MS };
/** Sign-ups per address an hour: a person retrying is fine, mail-bombing a victim is not. */
export const SIGN_UP_EMAIL_LIMIT: RateLimit = { limit: 5, windowMs: HOUR_MS };
/** Long enough to find the mail the next day; short enough that an old mailbox leak is harmless. */
export const SIGN_UP_LINK_TTL_MS = 24 * HOUR_MS;

export const invalidSignUpLink = () =>
  new AppError(
    400,
    'invalid_token',
    'This sign-up link is invalid, expired or already used, so no account was created with it. Sign up again, or sign in if you already finished.',
  );

/**
 * users: starts a sign-up. A new address gets a mail with a single-use link that creates the
 * account; a taken one gets a mail telling its owner. The answer, and the work behind it (the
 * password hash, a key, one query), are the same either way, so the call tells nobody which
 * addresses have accounts.
 */
export async function signUp(
  deps: ServerDeps,
  caller: Caller,
  input: ActionInput<'users'>,
): Promise<ActionOutput<'users'>> {
  const { db } = deps;
  const email = input.email.trim();
  await enforceRateLimit(
    deps,
    `signup:ip:${caller.address}`,
    SIGN_UP_IP_LIMIT,
    'Too many new accounts from your network.',
  );
  await enforceRateLimit(
    deps,
    `signup:email:${email.toLowerCase()}`,
    SIGN_UP_EMAIL_LIMIT,
    'Too many sign-ups with this email.',
  );

  const passwordHash = await hashPassword(input.password);
  const key = randomToken();
  const tokenHash = sha256(key);
  const origin = shopOrigin(deps);
  // The mailed link carries it back to the sign-up page: only a path on this site goes in.
  const returnTo = sameOriginPath(input.returnTo);
  const owner = await repo.findUserByEmail(db, email);
  if (owner) {
    await repo.pendingSignUpExists(db, tokenHash);
    sendInBackground(
      deps,
      addressTakenMail({
        email: owner.email,
        firstName: owner.firstName,
        origin,
        returnTo,
      }),
      'sign-up with a taken address',
    );
    return { ok: true };
  }
  const firstName = input.firstName.trim();
  await repo.insertPendingSignUp(
    db,
    {
      tokenHash,
      email,
      passwordHash,
      firstName,
      lastName: input.lastName?.trim() || null,
      acceptsMarketing: input.acceptsMarketing ?? false,
      expiresAt: new Date(deps.now().getTime() + SIGN_UP_LINK_TTL_MS),
    },
    deps.now(),
  );
  sendInBackground(
    deps,
    confirmSignUpMail({ email, firstName, origin, key, returnTo }),
    'sign-up confirmation',
  );
  return { ok: true };
}

/**
 * users/confirm: the emailed key creates the account, once, and signs this browser in under a
 * new session token, as sign-in does.
 */
export async function confirmSignUp(
  deps: SigningDeps,
  caller: Caller,
  input: ActionInput<'users/confirm'>,
  browser: SignInBrowser,
): Promise<SessionChange> {
  const user = await repo.confirmPendingSignUp(deps.db, sha256(input.key), deps.now());
  if (!user) throw invalidSignUpLink();
  return startUserSession(deps, caller, user, browser, true);
}

/** The account registered under an address (any letter case), if there is one. */
export function findAccountByEmail(db: Db, email: string) {
  return repo.findUserByEmail(db, email);
}

import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import { build } from '../../../shared/routes/build';
import { AppError } from '../../http/appError';
import type { Caller } from '../../http/caller';
import { enforceRateLimit } from '../../http/rateLimitGuard';
import type { ServerDeps, SessionChange, SigningDeps } from '../../http/requestContext';
import type { SignInBrowser } from '../../http/sessionContext';
import { shopOrigin } from '../../http/shopOrigin';
import { hello } from '../../mail/inertText';
import { renderMail } from '../../mail/mailLayout';
import { sendInBackground } from '../../mail/sendInBackground';
import { hashPassword } from '../../security/passwords';
import type { RateLimit } from '../../security/rateLimit';
import { randomToken, sha256 } from '../../security/tokens';
import { findAccountByEmail } from '../accounts/accounts.service';
import * as resetLinks from '../accounts/resetLinks.service';
import {
  closeEndedSessions,
  deleteOtherSessions,
  forgetFailedSignIns,
} from '../sessions/otherSessions.service';
import { startUserSession } from '../sessions/sessions.service';

/** Long enough to find the mail and act on it; short enough that an old mailbox leak is harmless. */
export const RESET_LINK_TTL_MS = 2 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
/**
 * Reset mails: a few per address an hour (someone retrying is fine, mail-bombing a victim is
 * not) and more per IP, which may be a household or an office behind one address.
 */
export const RESET_EMAIL_LIMITS = {
  perEmail: { limit: 3, windowMs: HOUR_MS },
  perIp: { limit: 10, windowMs: HOUR_MS },
} satisfies Record<string, RateLimit>;
/** Link submissions per IP: a real person needs one or two; guessing keys gets nowhere. */
export const RESET_CHANGE_LIMIT: RateLimit = { limit: 20, windowMs: HOUR_MS };

export const invalidResetLink = () =>
  new AppError(
    400,
    'invalid_token',
    'This password reset link is invalid, expired or already used. Your password has not changed. Ask for a new link.',
  );

/**
 * account/reset_password/send_email: mails a single-use link when the address has an account.
 * The answer, and the work behind it, are the same either way, so the call tells nobody which
 * addresses have accounts.
 */
export async function requestReset(
  deps: ServerDeps,
  caller: Caller,
  input: ActionInput<'account/reset_password/send_email'>,
): Promise<ActionOutput<'account/reset_password/send_email'>> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const tooMany = 'Too many password reset requests.';
  await enforceRateLimit(deps, `reset:ip:${caller.address}`, RESET_EMAIL_LIMITS.perIp, tooMany);
  await enforceRateLimit(deps, `reset:email:${email}`, RESET_EMAIL_LIMITS.perEmail, tooMany);

  const token = randomToken();
  const tokenHash = sha256(token);
  const user = await findAccountByEmail(db, email);
  if (!user) {
    await resetLinks.tokenExists(db, tokenHash);
    return { ok: true };
  }
  await resetLinks.insertResetToken(db, {
    userId: user.id,
    tokenHash,
    expiresAt: new Date(deps.now().getTime() + RESET_LINK_TTL_MS),
  });
  const link = `${shopOrigin(deps)}${build('account.resetPassword', {
    key: token,
    uid: user.id,
  })}`;
  sendInBackground(
    deps,
    renderMail({
      to: user.email,
      subject: 'Reset your Printshop password',
      paragraphs: [
        hello(user.firstName),
        'Someone, hopefully you, asked to reset the password of your Printshop account. Open the link below to choose a new one.',
      ],
      action: { label: 'Choose a new password', url: link },
      footnote:
        'The link works once and expires in 2 hours. If you did not ask for this, ignore this email: your password stays as it is.',
    }),
    'password reset',
  );
  return { ok: true };
}

/**
 * account/reset_password/change_password: the emailed key and uid set a new password, once.
 * Every session of the account ends, and this browser is signed in afresh under a new token:
 * the answer is that session, for the handler to put in place (none for an app's bearer call).
 */
export async function changePassword(
  deps: SigningDeps,
  caller: Caller,
  input: ActionInput<'account/reset_password/change_password'>,
  browser: SignInBrowser,
): Promise<SessionChange | undefined> {
  const { db } = deps;
  await enforceRateLimit(
    deps,
    `reset-change:ip:${caller.address}`,
    RESET_CHANGE_LIMIT,
    'Too many attempts with reset links.',
  );
  const link = { userId: input.userId, tokenHash: sha256(input.key) };
  // A wrong link costs one read, not an argon2 hash.
  if (!(await resetLinks.isLiveToken(db, link, deps.now()))) throw invalidResetLink();
  const passwordHash = await hashPassword(input.password);
  // One transaction: whoever had the old password, or a session opened with it, is out the
  // moment the new one counts.
  const reset = await db.transaction(async (tx) => {
    const changed = await resetLinks.spendResetLink(tx, { ...link, passwordHash }, deps.now());
    if (!changed) return undefined;
    const ended = await deleteOtherSessions(tx, changed.id);
    // The owner proved the address: failed sign-ins by others no longer lock them out.
    await forgetFailedSignIns(tx, changed.email.toLowerCase());
    return { changed, ended };
  });
  if (!reset) throw invalidResetLink();
  const user = reset.changed;
  await closeEndedSessions(deps, reset.ended);

  // An app calling with a bearer token has no cookie session to start.
  const signedIn = caller.bearer
    ? undefined
    : await startUserSession(deps, caller, user, browser, true);
  sendInBackground(
    deps,
    renderMail({
      to: user.email,
      subject: 'Your Printshop password was changed',
      paragraphs: [
        hello(user.firstName),
        'The password of your Printshop account was just changed with a reset link, and every device that was signed in has been signed out.',
      ],
      action: {
        label: 'Sign in',
        url: `${shopOrigin(deps)}${build('account.login')}`,
      },
      footnote:
        'If this was not you, reset your password again at once and tell us: someone may be reading your email.',
    }),
    'password changed',
  );
  return signedIn;
}

import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import { build } from '../../../shared/routes/build';
import type { Db } from '../../db/database';
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import { enforceRateLimit } from '../../http/rateLimitGuard';
import type { ServerDeps } from '../../http/requestContext';
import { shopOrigin } from '../../http/shopOrigin';
import { sendInBackground } from '../../mail/sendInBackground';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { clearRateLimit, type RateLimit, takeRateLimit } from '../../security/rateLimit';
import { randomToken, sha256 } from '../../security/tokens';
import { replaceToken, spendEmailChange } from '../accounts/oneTimeTokens.service';
import { closeEndedSessions, deleteOtherSessions } from '../sessions/otherSessions.service';
import * as repo from './account.repo';
import { confirmNewEmailMail, emailChangeAskedMail } from './emailChangeMails';
import { deleteSubscription, insertSubscription } from './subscriptions.repo';

type AccountDetails = ActionOutput<'my/account/details'>;
type UpdateDetailsInput = ActionInput<'my/account/update_details'>;

/** The email_preferences table's default, shown until the user first chooses a frequency. */
const DEFAULT_FREQUENCY = 'weekly' as const;

// Wrong current passwords on the details form: a stolen session must not become a password oracle.
const PASSWORD_CHECKS = { limit: 10, windowMs: 15 * 60 * 1000 };

/** Long enough to open the new mailbox; a day-old link in a leaked mailbox is worthless. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Confirmation link submissions per IP: a real person needs one or two. */
const EMAIL_CONFIRM_LIMIT: RateLimit = { limit: 20, windowMs: 60 * 60 * 1000 };

export async function readDetails(
  deps: Pick<ServerDeps, 'db'>,
  caller: Pick<Caller, 'userId'>,
): Promise<AccountDetails> {
  return detailsOf(deps.db, requireUser(caller));
}

async function detailsOf(db: Db, userId: number): Promise<AccountDetails> {
  const row = await repo.findAccount(db, userId);
  // The session outlived its user (deleted in another tab): treat the caller as signed out.
  if (!row) throw unauthorized();
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    ...(row.lastName ? { lastName: row.lastName } : {}),
    emailFrequency: row.emailFrequency ?? DEFAULT_FREQUENCY,
    acceptsMarketing: row.acceptsMarketing,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function readEmailPreferences(
  deps: Pick<ServerDeps, 'db'>,
  caller: Pick<Caller, 'userId'>,
): Promise<ActionOutput<'my/account/email_preferences'>> {
  const { emailFrequency, acceptsMarketing } = await readDetails(deps, caller);
  return { emailFrequency, acceptsMarketing };
}

/**
 * Saves whatever the form sent. A new email or a new password needs the current password; a new
 * password signs out every other session of the user, keeping `keptSessionId` (the one that
 * changed it; none for an app's bearer call). A new email is only asked for: the account takes it
 * once the link mailed to it is followed (confirmEmailChange), and the old address is told.
 */
export async function updateDetails(
  deps: Pick<ServerDeps, 'db' | 'now' | 'liveBus' | 'publicOrigin' | 'listenAddress' | 'mailer'>,
  caller: Pick<Caller, 'userId'>,
  input: UpdateDetailsInput,
  keptSessionId: number | undefined,
): Promise<AccountDetails> {
  const userId = requireUser(caller);
  const { db } = deps;
  const now = deps.now();
  const current = await detailsOf(db, userId);

  const email = input.email?.trim();
  const emailChanges = email !== undefined && email.toLowerCase() !== current.email.toLowerCase();
  const changes: repo.UserChanges = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  // An empty last name clears it: the column is optional.
  if (input.lastName !== undefined) changes.lastName = input.lastName || null;
  if (input.acceptsMarketing !== undefined) changes.acceptsMarketing = input.acceptsMarketing;
  // A change of case only is still saved at once: it is how the user wants the address written.
  if (email !== undefined && !emailChanges && email !== current.email) changes.email = email;

  if (emailChanges || input.newPassword !== undefined) {
    await checkCurrentPassword(deps, userId, input.currentPassword);
  }
  if (emailChanges && (await repo.emailBelongsToOther(db, email, userId))) throw emailTaken();
  if (input.newPassword !== undefined) changes.passwordHash = await hashPassword(input.newPassword);

  let ended: number[] = [];
  try {
    await db.transaction(async (tx) => {
      if (Object.keys(changes).length > 0) await repo.updateUser(tx, userId, changes, now);
      if (input.emailFrequency) {
        await repo.saveEmailFrequency(tx, userId, input.emailFrequency, now);
      }
      if (input.newPassword !== undefined) {
        ended = await deleteOtherSessions(tx, userId, keptSessionId);
      }
    });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (repo.isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await closeEndedSessions(deps, ended);

  const next = await detailsOf(db, userId);
  await syncNewsletter(db, current, next);
  if (!emailChanges) return next;
  await askEmailChange(deps, next, email);
  return { ...next, pendingEmail: email };
}

/** Mails the new address a link that makes it the account's, and tells the current one. */
async function askEmailChange(
  deps: Pick<ServerDeps, 'db' | 'now' | 'publicOrigin' | 'listenAddress' | 'mailer'>,
  account: AccountDetails,
  email: string,
) {
  const key = randomToken();
  const now = deps.now();
  // Only the newest link works: asking again for another address withdraws the first.
  await replaceToken(
    deps.db,
    'email_change',
    {
      userId: account.id,
      tokenHash: sha256(key),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      email,
    },
    now,
  );
  const origin = shopOrigin(deps);
  const firstName = account.firstName ?? '';
  const confirmUrl = `${origin}${build('account.confirmEmail', { key, uid: account.id })}`;
  sendInBackground(deps, confirmNewEmailMail({ email, firstName }, confirmUrl), 'email change');
  sendInBackground(
    deps,
    emailChangeAskedMail(
      { email: account.email, firstName },
      email,
      `${origin}${build('account.resetPassword')}`,
    ),
    'email change notice',
  );
}

const invalidEmailLink = () =>
  new AppError(
    400,
    'invalid_token',
    'This confirmation link is invalid, expired or already used. Your email address has not changed. Ask for the change again from your account details.',
  );

/**
 * account/confirm_email: the link mailed to a new address makes it the account's, once. The
 * link is the proof that the address is the user's, so the call needs no session.
 */
export async function confirmEmailChange(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Pick<Caller, 'address'>,
  input: ActionInput<'account/confirm_email'>,
): Promise<ActionOutput<'account/confirm_email'>> {
  const { db } = deps;
  await enforceRateLimit(
    deps,
    `email-confirm:ip:${caller.address}`,
    EMAIL_CONFIRM_LIMIT,
    'Too many attempts with confirmation links.',
  );
  const before = await repo.findAccount(db, input.userId);
  if (!before) throw invalidEmailLink();
  const link = { userId: input.userId, tokenHash: sha256(input.key) };
  const now = deps.now();
  let email: string | undefined;
  try {
    email = await db.transaction(async (tx) => {
      const confirmed = await spendEmailChange(tx, link, now);
      if (confirmed) await repo.updateUser(tx, input.userId, { email: confirmed }, now);
      return confirmed;
    });
  } catch (error) {
    // Another account took the address since it was asked for; the link stays unused.
    if (repo.isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (!email) throw invalidEmailLink();
  const after = await detailsOf(db, input.userId);
  // The newsletter moves to the new address with the account.
  await syncNewsletter(db, { ...after, email: before.email }, after);
  return { email };
}

/** The newsletter list follows the marketing choice, at the account's current address. */
async function syncNewsletter(db: Db, before: AccountDetails, after: AccountDetails) {
  if (before.acceptsMarketing === after.acceptsMarketing && before.email === after.email) return;
  if (before.acceptsMarketing) await deleteSubscription(db, before.email);
  if (after.acceptsMarketing) await insertSubscription(db, after.email, 'my_account');
}

async function checkCurrentPassword(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  userId: number,
  password?: string,
) {
  if (!password) {
    throw badRequest('current_password_required', 'Enter your current password to confirm.', {
      currentPassword: ['Enter your current password to change your email or password.'],
    });
  }
  const { db } = deps;
  const bucket = `account-password:user:${userId}`;
  const limit = await takeRateLimit(db, bucket, PASSWORD_CHECKS, deps.now());
  if (!limit.allowed) {
    throw tooManyRequests(
      'Too many wrong passwords. Please wait 15 minutes and try again.',
      limit.retryAfterMs / 1000,
    );
  }
  const hash = await repo.findPasswordHash(db, userId);
  if (!hash || !(await verifyPassword(hash, password))) {
    throw badRequest('invalid_password', 'The current password is not correct.', {
      currentPassword: ['The current password is not correct.'],
    });
  }
  await clearRateLimit(db, bucket);
}

function emailTaken() {
  return conflict('email_taken', 'An account with this email already exists.', {
    email: ['Another account uses this email. Choose a different one.'],
  });
}

/** Who to write to about a user's orders; undefined when the account is gone. */
export async function contactOf(db: Db, userId: number) {
  const row = await repo.findAccount(db, userId);
  return row && { email: row.email, firstName: row.firstName };
}

/**
 * First names by user id, for other areas' lists of people (members, invitations): one query for
 * the whole list; an account that is gone has no entry.
 */
export async function firstNamesByIds(db: Db, userIds: readonly number[]) {
  const rows = await repo.firstNamesOf(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, row.firstName]));
}

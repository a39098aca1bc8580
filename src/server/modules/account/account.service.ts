import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import type { Db } from '../../db/database';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { clearRateLimit, takeRateLimit } from '../../security/rateLimit';
import { deleteOtherSessions } from '../sessions/otherSessions.service';
import * as repo from './account.repo';
import { deleteSubscription, insertSubscription } from './subscriptions.repo';

type AccountDetails = ActionOutput<'my/account/details'>;
type UpdateDetailsInput = ActionInput<'my/account/update_details'>;

/** The email_preferences table's default, shown until the user first chooses a frequency. */
const DEFAULT_FREQUENCY = 'weekly' as const;

// Wrong current passwords on the details form: a stolen session must not become a password oracle.
const PASSWORD_CHECKS = { limit: 10, windowMs: 15 * 60 * 1000 };

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
 * changed it; none for an app's bearer call).
 */
export async function updateDetails(
  deps: Pick<ServerDeps, 'db' | 'now'>,
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
  // A change of case only is still saved: it is how the user wants the address written.
  if (email !== undefined && email !== current.email) changes.email = email;

  if (emailChanges || input.newPassword !== undefined) {
    await checkCurrentPassword(deps, userId, input.currentPassword);
  }
  if (emailChanges && (await repo.emailBelongsToOther(db, email, userId))) throw emailTaken();
  if (input.newPassword !== undefined) changes.passwordHash = await hashPassword(input.newPassword);

  try {
    await db.transaction(async (tx) => {
      if (Object.keys(changes).length > 0) await repo.updateUser(tx, userId, changes, now);
      if (input.emailFrequency) {
        await repo.saveEmailFrequency(tx, userId, input.emailFrequency, now);
      }
      if (input.newPassword !== undefined) {
        await deleteOtherSessions(tx, userId, keptSessionId);
      }
    });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (repo.isUniqueViolation(error)) throw emailTaken();
    throw error;
  }

  const next = await detailsOf(db, userId);
  await syncNewsletter(db, current, next);
  return next;
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

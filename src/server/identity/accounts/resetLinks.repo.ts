import { eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { oneTimeTokens, users } from '../../db/schema/accounts';
import { type AccountUser, userColumns } from './accounts.repo';
import { insertToken, liveToken, spendLiveToken, spendUnusedTokens } from './oneTimeTokens.repo';

const KIND = 'password_reset' as const;

/**
 * Stores a reset token. Earlier unused links of the user stay valid until they expire: people
 * ask twice and open whichever mail arrives first. Changing the password spends them all.
 */
export async function insertResetToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await insertToken(db, KIND, values);
}

/**
 * The same kind of read as a token lookup, for the branch with no account: the two answers of
 * send_email then cost the same work (see requestReset).
 */
export async function tokenExists(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, tokenHash));
  return Boolean(row);
}

/** Whether a link would be accepted now; checked before the costly password hash. */
export async function isLiveToken(
  db: Db,
  link: { userId: number; tokenHash: string },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(liveToken(KIND, link, now));
  return Boolean(row);
}

/**
 * Spends the link and sets the password, in the caller's transaction (which also ends the
 * user's sessions). Spending it in the update's WHERE makes two submissions racing each other
 * change the password once. Every other reset link of the user is spent too. Answers the user,
 * or undefined when the link is not live.
 */
export async function spendResetLink(
  tx: Db | DbTx,
  link: { userId: number; tokenHash: string; passwordHash: string },
  now: Date,
): Promise<AccountUser | undefined> {
  if (!(await spendLiveToken(tx, KIND, link, now))) return undefined;
  const [user] = await tx
    .update(users)
    .set({ passwordHash: link.passwordHash, updatedAt: now })
    .where(eq(users.id, link.userId))
    .returning(userColumns);
  if (!user) return undefined;
  await spendUnusedTokens(tx, KIND, user.id, now);
  return user;
}

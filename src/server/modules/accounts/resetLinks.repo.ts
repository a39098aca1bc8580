import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { oneTimeTokens, users } from '../../db/schema/accounts';
import { type AccountUser, userColumns } from './accounts.repo';

const KIND = 'password_reset';

/**
 * Stores a reset token. Earlier unused links of the user stay valid until they expire: people
 * ask twice and open whichever mail arrives first. Changing the password spends them all.
 */
export async function insertResetToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values({ ...values, kind: KIND });
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

const liveToken = (userId: number, tokenHash: string, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.userId, userId),
    eq(oneTimeTokens.kind, KIND),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/** Whether a link would be accepted now; checked before the costly password hash. */
export async function isLiveToken(
  db: Db,
  link: { userId: number; tokenHash: string },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(liveToken(link.userId, link.tokenHash, now));
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
  const [token] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(liveToken(link.userId, link.tokenHash, now))
    .returning({ id: oneTimeTokens.id });
  if (!token) return undefined;
  const [user] = await tx
    .update(users)
    .set({ passwordHash: link.passwordHash, updatedAt: now })
    .where(eq(users.id, link.userId))
    .returning(userColumns);
  if (!user) return undefined;
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, user.id),
        eq(oneTimeTokens.kind, KIND),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  return user;
}

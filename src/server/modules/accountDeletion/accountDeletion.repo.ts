import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { oneTimeTokens, users } from '../../db/schema/accounts';

const KIND = 'account_deletion';

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash;
}

/** Stores a new deletion token; earlier unused ones are withdrawn, so only the newest link works. */
export async function replaceDeletionToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.userId, values.userId),
          eq(oneTimeTokens.kind, KIND),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    await tx.insert(oneTimeTokens).values({ ...values, kind: KIND });
  });
}

/**
 * Spends a live, unused deletion token of this user, in the erasure's transaction, and answers
 * who is erased. Spending it in the update's WHERE makes two confirmations racing each other
 * erase once; a token that does not match answers undefined and changes nothing.
 */
export async function spendDeletionToken(
  tx: DbTx,
  { userId, tokenHash }: { userId: number; tokenHash: string },
  now: Date,
): Promise<{ id: number; email: string } | undefined> {
  const [token] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.kind, KIND),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  if (!token) return undefined;
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Account deletion: the user's one-time tokens (deletion and reset links). */
export async function eraseOneTimeTokensOf(tx: Db | DbTx, userId: number): Promise<void> {
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
}

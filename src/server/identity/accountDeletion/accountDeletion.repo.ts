import { eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { oneTimeTokens, users } from '../../db/schema/accounts';

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash;
}

/** Who is erased: the user's id and address, read in the erasure's transaction. */
export async function findErasedUser(
  tx: Db | DbTx,
  userId: number,
): Promise<{ id: number; email: string } | undefined> {
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

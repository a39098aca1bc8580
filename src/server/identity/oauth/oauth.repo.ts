import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { oauthClients, oauthCodes } from '../../db/schema/oauth';

export type OAuthClient = typeof oauthClients.$inferSelect;

export async function findClient(db: Db, clientId: string): Promise<OAuthClient | undefined> {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
  return row;
}

export async function insertCode(db: Db, code: typeof oauthCodes.$inferInsert): Promise<void> {
  await db.insert(oauthCodes).values(code);
}

/**
 * Marks a live, unused code used and returns it, in one statement: two exchanges of the same code
 * racing each other cannot both win.
 */
export async function consumeCode(db: Db, codeHash: string, now: Date) {
  const [row] = await db
    .update(oauthCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthCodes.codeHash, codeHash),
        isNull(oauthCodes.usedAt),
        gt(oauthCodes.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Account deletion: authorisation codes issued to apps for the user. */
export async function eraseCodesOf(tx: Db | DbTx, userId: number): Promise<void> {
  await tx.delete(oauthCodes).where(eq(oauthCodes.userId, userId));
}

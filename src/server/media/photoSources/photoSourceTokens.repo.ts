import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { photoSourceTokens } from '../../db/schema/photoSources';

export type PhotoSourceTokenRow = typeof photoSourceTokens.$inferSelect;

/** A new connection replaces the old one: one token per user and source. */
export async function upsertSourceToken(
  db: Db,
  values: {
    userId: number;
    sourceId: number;
    sealedAccessToken: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  const { now, ...row } = values;
  await db
    .insert(photoSourceTokens)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [photoSourceTokens.userId, photoSourceTokens.sourceId],
      set: { sealedAccessToken: row.sealedAccessToken, expiresAt: row.expiresAt, updatedAt: now },
    });
}

export async function sourceTokensOf(db: Db, userId: number): Promise<PhotoSourceTokenRow[]> {
  return db.select().from(photoSourceTokens).where(eq(photoSourceTokens.userId, userId));
}

export async function findSourceToken(
  db: Db,
  userId: number,
  sourceId: number,
): Promise<PhotoSourceTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(photoSourceTokens)
    .where(and(eq(photoSourceTokens.userId, userId), eq(photoSourceTokens.sourceId, sourceId)));
  return row;
}

export async function deleteSourceToken(db: Db, userId: number, sourceId: number): Promise<void> {
  await db
    .delete(photoSourceTokens)
    .where(and(eq(photoSourceTokens.userId, userId), eq(photoSourceTokens.sourceId, sourceId)));
}

import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { uploadSessions } from '../../db/schema/photos';

export type UploadSessionRow = typeof uploadSessions.$inferSelect;

export async function insertUploadSession(
  db: Db,
  values: typeof uploadSessions.$inferInsert,
): Promise<void> {
  await db.insert(uploadSessions).values(values);
}

export async function findLiveUploadSession(
  db: Db,
  ownerId: number,
  id: string,
  now: Date,
): Promise<UploadSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.id, id),
        eq(uploadSessions.ownerId, ownerId),
        gt(uploadSessions.expiresAt, now),
      ),
    );
  return row;
}

/** A live upload session by its key alone: a guest has no account to narrow it by. */
export async function findLiveUploadSessionByKey(
  db: Db,
  key: string,
  now: Date,
): Promise<UploadSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.id, key), gt(uploadSessions.expiresAt, now)));
  return row;
}

/** When a guest upload session ends; undefined for one that does not exist (any more). */
export async function uploadSessionExpiry(db: Db, id: string): Promise<Date | undefined> {
  const [session] = await db
    .select({ expiresAt: uploadSessions.expiresAt })
    .from(uploadSessions)
    .where(eq(uploadSessions.id, id));
  return session?.expiresAt;
}

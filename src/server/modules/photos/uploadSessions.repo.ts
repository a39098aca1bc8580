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

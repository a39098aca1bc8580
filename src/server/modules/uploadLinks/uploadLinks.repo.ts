import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { albums, uploadSessions } from '../../db/schema/photos';
import { projects } from '../../db/schema/projects';

type UploadSessionRow = typeof uploadSessions.$inferSelect;

export async function findUser(
  db: Db,
  id: number,
): Promise<{ id: number; firstName: string; email: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findProject(
  db: Db,
  id: number,
): Promise<{ id: number; ownerId: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: projects.id, ownerId: projects.ownerId, name: projects.name })
    .from(projects)
    .where(eq(projects.id, id));
  return row;
}

/**
 * The guest album of one friend (by name, case and spacing ignored) for one target, made on
 * first use. A lock on the (owner, target, name) key in the same transaction makes a retry or a
 * double tap that races the first request find its album instead of making a second.
 */
export async function findOrCreateGuestAlbum(
  db: Db,
  guest: { ownerId: number; projectId: number | null; guestName: string; albumName: string },
  now: Date,
): Promise<number> {
  const nameKey = guest.guestName.toLowerCase();
  return db.transaction(async (tx) => {
    const lockKey = `guest-album:${guest.ownerId}:${guest.projectId ?? 'library'}:${nameKey}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const [existing] = await tx
      .select({ id: albums.id })
      .from(albums)
      .where(
        and(
          eq(albums.ownerId, guest.ownerId),
          sql`lower(${albums.guestName}) = ${nameKey}`,
          guest.projectId === null
            ? isNull(albums.projectId)
            : eq(albums.projectId, guest.projectId),
        ),
      )
      .limit(1);
    if (existing) return existing.id;
    const [created] = await tx
      .insert(albums)
      .values({
        ownerId: guest.ownerId,
        name: guest.albumName,
        guestName: guest.guestName,
        projectId: guest.projectId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: albums.id });
    return created!.id;
  });
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

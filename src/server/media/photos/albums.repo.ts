import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { albumPhotos, albums } from '../../db/schema/photos';

export type AlbumRow = typeof albums.$inferSelect;

export interface AlbumWithCounts extends AlbumRow {
  photoCount: number;
  coverPhotoId: number | null;
}

const photoCount = sql<number>`(select count(*)::int from ${albumPhotos} where ${albumPhotos.albumId} = ${albums.id})`;
/** The photo added last stands for the album. */
const coverPhotoId = sql<
  number | null
>`(select ${albumPhotos.photoId} from ${albumPhotos} where ${albumPhotos.albumId} = ${albums.id} order by ${albumPhotos.addedAt} desc, ${albumPhotos.photoId} desc limit 1)`;

export async function listAlbums(
  db: Db,
  query: { ownerId: number; sourceId?: number; limit: number; offset: number },
): Promise<{ rows: AlbumWithCounts[]; total: number }> {
  const where = and(
    eq(albums.ownerId, query.ownerId),
    query.sourceId === undefined ? undefined : eq(albums.sourceId, query.sourceId),
  );
  const rows = await db
    .select({ ...albumColumns, photoCount, coverPhotoId })
    .from(albums)
    .where(where)
    .orderBy(desc(albums.createdAt), desc(albums.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ n: count() }).from(albums).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

const albumColumns = {
  id: albums.id,
  ownerId: albums.ownerId,
  name: albums.name,
  sourceId: albums.sourceId,
  seenAt: albums.seenAt,
  guestName: albums.guestName,
  projectId: albums.projectId,
  createdAt: albums.createdAt,
  updatedAt: albums.updatedAt,
};

export async function findOwnedAlbum(
  db: Db,
  ownerId: number,
  id: number,
): Promise<AlbumWithCounts | undefined> {
  const [row] = await db
    .select({ ...albumColumns, photoCount, coverPhotoId })
    .from(albums)
    .where(and(eq(albums.id, id), eq(albums.ownerId, ownerId)));
  return row;
}

export async function insertAlbum(
  db: Db,
  values: { ownerId: number; name: string; createdAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(albums)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: albums.id });
  return row!.id;
}

export async function updateAlbum(
  db: Db,
  id: number,
  values: Partial<Pick<AlbumRow, 'name' | 'seenAt' | 'updatedAt'>>,
): Promise<void> {
  await db.update(albums).set(values).where(eq(albums.id, id));
}

export async function deleteAlbum(db: Db, id: number): Promise<void> {
  await db.delete(albums).where(eq(albums.id, id));
}

export async function addPhotosToAlbum(
  db: Db,
  albumId: number,
  photoIds: number[],
  at: Date,
): Promise<void> {
  if (photoIds.length === 0) return;
  await db
    .insert(albumPhotos)
    .values(photoIds.map((photoId) => ({ albumId, photoId, addedAt: at })))
    .onConflictDoNothing();
}

export async function removePhotosFromAlbum(
  db: Db,
  albumId: number,
  photoIds: number[],
): Promise<void> {
  await db
    .delete(albumPhotos)
    .where(and(eq(albumPhotos.albumId, albumId), inArray(albumPhotos.photoId, photoIds)));
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

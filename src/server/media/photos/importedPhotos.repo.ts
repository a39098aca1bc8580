import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { albums, photos } from '../../db/schema/photos';

type NewPhoto = typeof photos.$inferInsert;

export async function findImportedPhotoId(
  db: Db,
  ownerId: number,
  sourceId: number,
  externalId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(
      and(
        eq(photos.ownerId, ownerId),
        eq(photos.sourceId, sourceId),
        eq(photos.externalId, externalId),
      ),
    );
  return row?.id;
}

/**
 * Inserts the imported photo unless it is there already, by either unique index: the same source
 * photo imported before, or the same bytes uploaded or imported from elsewhere.
 */
export async function insertImportedPhoto(db: Db, values: NewPhoto): Promise<number | undefined> {
  const [row] = await db
    .insert(photos)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: photos.id });
  return row?.id;
}

/** The owner's album recreating a source album: found by source and name, made on first import. */
export async function sourceAlbumId(
  db: Db,
  values: { ownerId: number; sourceId: number; name: string; now: Date },
): Promise<number> {
  const [existing] = await db
    .select({ id: albums.id })
    .from(albums)
    .where(
      and(
        eq(albums.ownerId, values.ownerId),
        eq(albums.sourceId, values.sourceId),
        eq(albums.name, values.name),
      ),
    );
  if (existing) return existing.id;
  const [row] = await db
    .insert(albums)
    .values({
      ownerId: values.ownerId,
      sourceId: values.sourceId,
      name: values.name,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: albums.id });
  return row!.id;
}

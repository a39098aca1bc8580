import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { SIGNATURE_BYTES } from '../../../shared/photos/cropSignature';
import type { Db } from '../../db/database';
import { albumPhotos, albums, photos, uploadSessions } from '../../db/schema/photos';

export type PhotoRow = typeof photos.$inferSelect;
type NewPhoto = typeof photos.$inferInsert;

/**
 * Inserts the photo unless its owner already has these bytes: the unique (owner, content hash)
 * index decides, so two uploads of one file racing each other cannot both get in.
 */
export async function insertPhotoUnlessKnown(
  db: Db,
  values: NewPhoto,
): Promise<number | undefined> {
  const [row] = await db
    .insert(photos)
    .values(values)
    .onConflictDoNothing({ target: [photos.ownerId, photos.contentHash] })
    .returning({ id: photos.id });
  return row?.id;
}

export async function findPhotoIdByHash(
  db: Db,
  ownerId: number,
  contentHash: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.ownerId, ownerId), eq(photos.contentHash, contentHash)));
  return row?.id;
}

export async function findPhoto(db: Db, id: number): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(photos).where(eq(photos.id, id));
  return row;
}

export async function findOwnedPhoto(
  db: Db,
  ownerId: number,
  id: number,
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.ownerId, ownerId), ne(photos.status, 'failed')));
  return row;
}

export async function findPhotoByUpload(
  db: Db,
  ownerId: number,
  uploadId: string,
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.ownerId, ownerId), eq(photos.uploadId, uploadId)));
  return row;
}

export async function updatePhoto(db: Db, id: number, values: Partial<NewPhoto>): Promise<void> {
  await db.update(photos).set(values).where(eq(photos.id, id));
}

export async function deletePhotoRow(db: Db, id: number): Promise<void> {
  await db.delete(photos).where(eq(photos.id, id));
}

export interface PhotoListQuery {
  ownerId: number;
  sort: 'date-taken-desc' | 'date-taken-asc' | 'date-added-desc' | 'date-added-asc';
  hideDuplicates: boolean;
  albumId?: number;
  sourceId?: number;
  updatedSince?: Date;
  limit: number;
  offset: number;
}

/** A photo without EXIF date sorts by when it was added, so it is not lost at one end. */
const takenOrAdded = sql`coalesce(${photos.takenAt}, ${photos.createdAt})`;

const ORDER = {
  'date-taken-desc': [desc(takenOrAdded), desc(photos.id)],
  'date-taken-asc': [asc(takenOrAdded), asc(photos.id)],
  'date-added-desc': [desc(photos.createdAt), desc(photos.id)],
  'date-added-asc': [asc(photos.createdAt), asc(photos.id)],
} as const;

export async function listPhotos(
  db: Db,
  query: PhotoListQuery,
): Promise<{ rows: PhotoRow[]; total: number }> {
  const where = and(
    eq(photos.ownerId, query.ownerId),
    ne(photos.status, 'failed'),
    query.hideDuplicates ? eq(photos.isDuplicate, false) : undefined,
    query.sourceId === undefined ? undefined : eq(photos.sourceId, query.sourceId),
    query.updatedSince ? gt(photos.updatedAt, query.updatedSince) : undefined,
    query.albumId === undefined
      ? undefined
      : inArray(
          photos.id,
          db
            .select({ id: albumPhotos.photoId })
            .from(albumPhotos)
            .where(eq(albumPhotos.albumId, query.albumId)),
        ),
  );
  const rows = await db
    .select()
    .from(photos)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ n: count() }).from(photos).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function recentPhotos(db: Db, ownerId: number, limit: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.ownerId, ownerId), ne(photos.status, 'failed')))
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(limit);
}

/** Album ids of each photo, for the albumIds field. */
export async function albumIdsOf(db: Db, photoIds: number[]): Promise<Map<number, number[]>> {
  const byPhoto = new Map<number, number[]>();
  if (photoIds.length === 0) return byPhoto;
  const rows = await db
    .select({ photoId: albumPhotos.photoId, albumId: albumPhotos.albumId })
    .from(albumPhotos)
    .where(inArray(albumPhotos.photoId, photoIds))
    .orderBy(asc(albumPhotos.albumId));
  for (const row of rows)
    byPhoto.set(row.photoId, [...(byPhoto.get(row.photoId) ?? []), row.albumId]);
  return byPhoto;
}

export async function photoCounts(db: Db, ownerId: number) {
  const bySource = await db
    .select({
      sourceId: photos.sourceId,
      count: count(),
      duplicates: sql<number>`count(*) filter (where ${photos.isDuplicate})::int`,
    })
    .from(photos)
    .where(and(eq(photos.ownerId, ownerId), ne(photos.status, 'failed')))
    .groupBy(photos.sourceId)
    .orderBy(asc(photos.sourceId));
  const [albumCount] = await db
    .select({ n: count() })
    .from(albums)
    .where(eq(albums.ownerId, ownerId));
  return {
    bySource: bySource.map((r) => ({
      sourceId: r.sourceId,
      count: Number(r.count),
      duplicates: Number(r.duplicates),
    })),
    albums: Number(albumCount?.n ?? 0),
  };
}

/** Which of the ids name a photo at all, whoever's. */
export async function existingPhotoIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: photos.id }).from(photos).where(inArray(photos.id, ids));
  return rows.map((r) => r.id);
}

/** Which of the ids are photos of the owner (failed ones included: they may be deleted too). */
export async function ownedPhotoIds(db: Db, ownerId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.ownerId, ownerId), inArray(photos.id, ids)));
  return rows.map((r) => r.id);
}

/** The photo fields autofill and the renderer read, of the owner's photos among `ids`. */
export async function ownedPhotosForLayout(db: Db, ownerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: photos.id,
      width: photos.width,
      height: photos.height,
      takenAt: photos.takenAt,
      focusRelativeX: photos.focusRelativeX,
      focusRelativeY: photos.focusRelativeY,
      urls: photos.urls,
    })
    .from(photos)
    .where(and(eq(photos.ownerId, ownerId), inArray(photos.id, ids)));
}

export async function deleteOwnedPhotos(db: Db, ownerId: number, ids: number[]): Promise<number> {
  const rows = await db
    .delete(photos)
    .where(and(eq(photos.ownerId, ownerId), inArray(photos.id, ids)))
    .returning({ id: photos.id });
  return rows.length;
}

/**
 * Whether another photo of the owner looks the same: perceptual hashes within `maxDistance`
 * differing bits. Bit counting happens in the database, over the owner's photos only. With
 * `withoutSignatureOf`, only among photos without a crop signature of that many bytes (those with
 * one are compared by their signatures).
 */
export async function hasLookalike(
  db: Db,
  photo: { id: number; ownerId: number },
  perceptualHash: bigint,
  maxDistance: number,
  options: { withoutSignatureOf?: number } = {},
): Promise<boolean> {
  const bytes = options.withoutSignatureOf;
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(
      and(
        eq(photos.ownerId, photo.ownerId),
        ne(photos.id, photo.id),
        eq(photos.status, 'ready'),
        sql`bit_count((${photos.perceptualHash} # ${perceptualHash.toString()}::bigint)::bit(64)) <= ${maxDistance}`,
        bytes === undefined
          ? undefined
          : or(
              isNull(photos.cropSignature),
              sql`octet_length(${photos.cropSignature}) <> ${bytes}`,
            ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The crop signatures of the owner's other ready photos, for checking a new photo against them
 * (405 bytes each: 100,000 photos are about 40 MB).
 */
export async function otherCropSignatures(
  db: Db,
  photo: { id: number; ownerId: number },
): Promise<Uint8Array[]> {
  const rows = await db
    .select({ cropSignature: photos.cropSignature })
    .from(photos)
    .where(
      and(
        eq(photos.ownerId, photo.ownerId),
        ne(photos.id, photo.id),
        eq(photos.status, 'ready'),
        // Both hashes or neither count: a photo waiting for its rehash is compared once done.
        isNotNull(photos.perceptualHash),
        isNotNull(photos.cropSignature),
      ),
    );
  return rows.flatMap((row) => (row.cropSignature ? [row.cropSignature] : []));
}

/** Every photo-area row of a user; their files are removed by key prefix separately. */
export async function deleteAllPhotoRowsOf(db: Db, ownerId: number): Promise<void> {
  await db.delete(uploadSessions).where(eq(uploadSessions.ownerId, ownerId));
  await db.delete(albums).where(eq(albums.ownerId, ownerId));
  await db.delete(photos).where(eq(photos.ownerId, ownerId));
}

/** How many of the owner's photos were uploaded here (source 0), not imported from elsewhere. */
export async function countOwnPictures(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photos)
    .where(and(eq(photos.ownerId, ownerId), eq(photos.sourceId, 0)));
  return Number(row?.n ?? 0);
}

/*
 * The rehash recovery pass (photoRehash.ts): ready photos lacking a perceptual hash or crop
 * signature (which of them had a rehash job, the pass asks the jobs).
 */

/** A signature of another length is of another version, which this one does not read. */
const oldSignature = sql`octet_length(${photos.cropSignature}) <> ${SIGNATURE_BYTES}`;

const lacksHashes = or(isNull(photos.perceptualHash), isNull(photos.cropSignature), oldSignature);

const needsRehash = and(eq(photos.status, 'ready'), lacksHashes, isNotNull(photos.blobKey));

/** Ids of the photos needing a rehash, in id order. */
export async function photosNeedingRehash(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(needsRehash)
    .orderBy(asc(photos.id));
  return rows.map((row) => row.id);
}

/** Locks those of `ids` that still need a rehash, in id order (so passes never deadlock). */
export function lockPhotosNeedingRehash(tx: Db, ids: number[]) {
  return tx
    .select({ id: photos.id, ownerId: photos.ownerId })
    .from(photos)
    .where(and(inArray(photos.id, ids), needsRehash))
    .orderBy(asc(photos.id))
    .for('update');
}

/** Locks a ready photo still lacking a hash; false when it was hashed, deleted or is not ready. */
export async function lockPhotoLackingHashes(tx: Db, photoId: number): Promise<boolean> {
  const [still] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.status, 'ready'), lacksHashes))
    .for('update');
  return still !== undefined;
}

/*
 * The stalled-intake recovery pass (photoRecovery.ts): photos left in 'processing' (which of them
 * have a photo job, the pass asks the jobs).
 */

/** Photos in 'processing' since before `cutoff`. */
export function processingSince(db: Db, cutoff: Date) {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.status, 'processing'), lt(photos.createdAt, cutoff)));
}

/** Locks a photo still in 'processing'; false when it moved on or is gone. */
export async function lockProcessingPhoto(tx: Db, photoId: number): Promise<boolean> {
  const [still] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.status, 'processing')))
    .for('update');
  return still !== undefined;
}

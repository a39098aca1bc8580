import { buffer } from 'node:stream/consumers';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SIGNATURE_BYTES, SIGNATURE_VERSION } from '../../../shared/photos/cropSignature';
import type { Db } from '../../db/database';
import { jobs, photos } from '../../db/schema/photos';
import { type JobHandler, PermanentJobError } from '../../jobs/jobRunner';
import { insertJobs } from '../../jobs/jobs.repo';
import type { BlobStore } from '../../storage/blobStore';
import { type PictureHashes, pictureHashesOf } from './perceptualHash';
import { hasLookalikeOf } from './photoLookalikes';
import { findPhoto, updatePhoto } from './photos.repo';

/**
 * Recomputes the perceptual hash and crop signature of a ready photo that lacks either or has a
 * signature of an older version: migration 0006 cleared the difference hashes stored before the
 * DCT hash, which cannot be compared with it, photos stored before crop signatures existed have
 * none, and those stored before the verification thumbnail have a version 1 signature.
 */
export const PHOTO_REHASH_JOB = 'photo.rehash';

/** Photos queued per transaction: bounds the row locks one recovery pass holds at a time. */
const QUEUE_CHUNK = 500;

interface RehashDeps {
  db: Db;
  blobs: BlobStore;
  now: () => Date;
}

const photoIdOfJob = sql<number>`(${jobs.payload} ->> 'photoId')::int`;

/**
 * Any rehash job for the current signature version (payload `signatureVersion`), finished or
 * not, counts: one that ended without a hash (original gone, picture undecodable) would only end
 * the same way again on every recovery pass. The jobs from before do not: those photos are hashed
 * once more, for a current signature.
 */
const hasNoRehashJob = sql`not exists (select 1 from ${jobs} where ${jobs.kind} = ${PHOTO_REHASH_JOB}
  and (${jobs.payload} ->> 'photoId')::int = ${photos.id}
  and (${jobs.payload} ->> 'signatureVersion') = ${String(SIGNATURE_VERSION)})`;

/** A signature of another length is of another version, which this one does not read. */
const oldSignature = sql`octet_length(${photos.cropSignature}) <> ${SIGNATURE_BYTES}`;

const lacksHashes = or(isNull(photos.perceptualHash), isNull(photos.cropSignature), oldSignature);

const needsRehash = and(eq(photos.status, 'ready'), lacksHashes, isNotNull(photos.blobKey));

/**
 * Queues one rehash job for every ready photo that has no hash and never had a rehash job.
 * Idempotent, also across server processes starting together: the photo rows are locked first,
 * and the jobs are looked up by a later statement, which sees the jobs of a process that held
 * the locks before. Returns the photo ids queued.
 */
export async function queuePhotoRehashes(db: Db, now: Date): Promise<number[]> {
  const candidates = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(needsRehash, hasNoRehashJob))
    .orderBy(asc(photos.id));
  const queued: number[] = [];
  for (let start = 0; start < candidates.length; start += QUEUE_CHUNK) {
    const ids = candidates.slice(start, start + QUEUE_CHUNK).map((c) => c.id);
    const inserted = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const locked = await txDb
        .select({ id: photos.id, ownerId: photos.ownerId })
        .from(photos)
        .where(and(inArray(photos.id, ids), needsRehash))
        .orderBy(asc(photos.id))
        .for('update');
      if (locked.length === 0) return [];
      const existing = await txDb
        .select({ photoId: photoIdOfJob })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, PHOTO_REHASH_JOB),
            sql`(${jobs.payload} ->> 'signatureVersion') = ${String(SIGNATURE_VERSION)}`,
            inArray(
              photoIdOfJob,
              locked.map((p) => p.id),
            ),
          ),
        );
      const known = new Set(existing.map((j) => Number(j.photoId)));
      const fresh = locked.filter((p) => !known.has(p.id));
      if (fresh.length === 0) return [];
      await insertJobs(
        txDb,
        fresh.map((p) => ({
          kind: PHOTO_REHASH_JOB,
          payload: { photoId: p.id, signature: true, signatureVersion: SIGNATURE_VERSION },
          ownerId: p.ownerId,
          runAt: now,
        })),
      );
      return fresh.map((p) => p.id);
    });
    queued.push(...inserted);
  }
  return queued;
}

/**
 * The rehash job: hashes the stored original as processing does and stores the hash and the
 * signature with the lookalike flag they imply. A photo deleted, hashed or not ready meanwhile is
 * left alone.
 */
export async function rehashPhoto(deps: RehashDeps, photoId: number): Promise<void> {
  const photo = await findPhoto(deps.db, photoId);
  if (photo?.status !== 'ready' || !photo.blobKey) return;
  const current = photo.cropSignature?.length === SIGNATURE_BYTES;
  if (photo.perceptualHash !== null && current) return;
  const stream = await deps.blobs.get(photo.blobKey);
  // The photo is being deleted (its files go first): there is nothing left to hash.
  if (!stream) return;
  let hashes: PictureHashes;
  try {
    hashes = await pictureHashesOf(await buffer(stream));
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    throw new PermanentJobError(`The original of photo ${photoId} could not be decoded: ${text}`);
  }
  await deps.db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    // Locked and checked again: a second attempt that overlapped this one may have stored it.
    const [still] = await txDb
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.status, 'ready'), lacksHashes))
      .for('update');
    if (!still) return;
    await updatePhoto(txDb, photoId, {
      perceptualHash: hashes.perceptualHash,
      cropSignature: hashes.cropSignature,
      isDuplicate: await hasLookalikeOf(txDb, photo, hashes),
      // The client's index syncs by updatedAt, so it picks up the new hash and flag.
      updatedAt: deps.now(),
    });
  });
}

const rehashPayload = z.object({
  photoId: z.number().int().positive(),
  signature: z.boolean().optional(),
  signatureVersion: z.number().int().optional(),
});

export function photoRehashJobHandlers(deps: RehashDeps): Record<string, JobHandler> {
  return {
    [PHOTO_REHASH_JOB]: async (payload) => {
      const parsed = rehashPayload.safeParse(payload);
      if (!parsed.success) {
        throw new PermanentJobError(`Not a rehash job payload: ${JSON.stringify(payload)}`);
      }
      await rehashPhoto(deps, parsed.data.photoId);
    },
  };
}

import { buffer } from 'node:stream/consumers';
import { z } from 'zod';
import { SIGNATURE_BYTES, SIGNATURE_VERSION } from '../../../shared/photos/cropSignature';
import type { Db } from '../../db/database';
import { type JobHandler, PermanentJobError } from '../../jobs/jobRunner';
import { insertJobs, valuesWithJob } from '../../jobs/jobs.repo';
import type { BlobStore } from '../../storage/blobStore';
import { type PictureHashes, pictureHashesOf } from './perceptualHash';
import { hasLookalikeOf } from './photoLookalikes';
import {
  findPhoto,
  lockPhotoLackingHashes,
  lockPhotosNeedingRehash,
  photosNeedingRehash,
  updatePhoto,
} from './photos.repo';

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

/**
 * Which of `photoIds` had a rehash job. Any for the current signature version (payload
 * `signatureVersion`), finished or not, counts: one that ended without a hash (original gone,
 * picture undecodable) would only end the same way again on every recovery pass. The jobs from
 * before do not: those photos are hashed once more, for a current signature.
 */
function photosWithRehashJob(db: Db, photoIds: number[]): Promise<number[]> {
  return valuesWithJob(db, PHOTO_REHASH_JOB, 'photoId', photoIds, {
    signatureVersion: SIGNATURE_VERSION,
  });
}

/**
 * Queues one rehash job for every ready photo that has no hash and never had a rehash job.
 * Idempotent, also across server processes starting together: the photo rows are locked first,
 * and the jobs are looked up by a later statement, which sees the jobs of a process that held
 * the locks before. Returns the photo ids queued.
 */
export async function queuePhotoRehashes(db: Db, now: Date): Promise<number[]> {
  const lacking = await photosNeedingRehash(db);
  const queued: number[] = [];
  for (let start = 0; start < lacking.length; start += QUEUE_CHUNK) {
    const chunk = lacking.slice(start, start + QUEUE_CHUNK);
    const tried = new Set(await photosWithRehashJob(db, chunk));
    const ids = chunk.filter((id) => !tried.has(id));
    if (ids.length === 0) continue;
    const inserted = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const locked = await lockPhotosNeedingRehash(txDb, ids);
      if (locked.length === 0) return [];
      const known = new Set(
        await photosWithRehashJob(
          txDb,
          locked.map((p) => p.id),
        ),
      );
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
    if (!(await lockPhotoLackingHashes(txDb, photoId))) return;
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

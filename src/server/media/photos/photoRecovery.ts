import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import { insertJob, valuesWithJob } from '../../jobs/jobs.repo';
import type { BlobStore } from '../../storage/blobStore';
import { originalKey } from './photoFiles';
import { PHOTO_JOB } from './photoProcessing';
import { deletePhotoRow, lockProcessingPhoto, processingSince, updatePhoto } from './photos.repo';

export interface RecoveryDeps {
  db: Db;
  blobs: BlobStore;
  uploadDir: string;
  now: () => Date;
}

/**
 * How old a job-less 'processing' photo must be before it counts as left behind by a crash: an
 * intake in another server process may be between its steps right now (a few seconds at most).
 */
export const STALLED_AFTER_MS = 5 * 60_000;

/** Which of `photoIds` have a photo job, done or not. */
const photosWithJob = (db: Db, photoIds: number[]) =>
  valuesWithJob(db, PHOTO_JOB, 'photoId', photoIds);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Finishes what a crash interrupted in acceptUploadedPhoto: a photo in 'processing' that has no
 * photo job at all never got its job queued. Its original is found (in the blob store, or still in
 * the finished tus upload), and its job is queued; with the original lost, the row goes so that a
 * new upload of the same file is not refused as a duplicate. Returns the photo ids a job was
 * queued for.
 */
export async function recoverStalledPhotos(
  deps: RecoveryDeps,
  stalledAfterMs = STALLED_AFTER_MS,
): Promise<number[]> {
  const { db } = deps;
  const now = deps.now();
  const cutoff = new Date(now.getTime() - stalledAfterMs);
  const processing = await processingSince(db, cutoff);
  const queued = new Set(
    await photosWithJob(
      db,
      processing.map((photo) => photo.id),
    ),
  );
  const stalled = processing.filter((photo) => !queued.has(photo.id));
  const requeued: number[] = [];
  for (const photo of stalled) {
    // The row lock makes processes that found the same photo take turns, for the file move too
    // (the blob store moves the upload file away, so it is there for exactly one of them); the
    // second finds the job, or the row gone, and leaves it.
    const outcome = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      if (!(await lockProcessingPhoto(txDb, photo.id))) return 'skipped';
      // Its own statement, after the lock: on PostgreSQL (read committed) a new statement sees the
      // job the process that held the lock committed; a subquery of the locking one would not.
      if ((await photosWithJob(txDb, [photo.id])).length > 0) return 'skipped';
      const key = originalKey(photo.ownerId, photo.id);
      if (!photo.blobKey && !(await deps.blobs.exists(key))) {
        const uploadFile =
          photo.uploadId && path.join(deps.uploadDir, path.basename(photo.uploadId));
        if (!uploadFile || !(await exists(uploadFile))) {
          await deletePhotoRow(txDb, photo.id);
          return 'removed';
        }
        await deps.blobs.putFile(key, uploadFile);
      }
      await updatePhoto(txDb, photo.id, { blobKey: key });
      await insertJob(txDb, {
        kind: PHOTO_JOB,
        payload: { photoId: photo.id },
        ownerId: photo.ownerId,
        runAt: now,
      });
      return 'requeued';
    });
    if (outcome === 'requeued') requeued.push(photo.id);
  }
  return requeued;
}

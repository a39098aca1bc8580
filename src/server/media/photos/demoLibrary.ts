import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/database';
import type { ServerDeps } from '../../http/requestContext';
import type { BlobStore } from '../../storage/blobStore';
import { storeOriginalAndQueue } from './photoIntake.service';
import { countOwnPictures, insertPhotoUnlessKnown } from './photos.repo';
import { SAMPLE_PHOTO_COUNT, samplePhoto, samplePhotoJpeg } from './samplePhotos';
import { sha256OfFile } from './uploadRules';

type LibraryDeps = Pick<ServerDeps, 'db' | 'now' | 'jobs'> & { blobs: BlobStore };

function photoCount(db: Db, ownerId: number): Promise<number> {
  return countOwnPictures(db, ownerId);
}

/**
 * Gives the demo account its sample library through the same intake as an upload: the stored
 * original and a queued job, which makes the derivatives, hashes and focus point. Run in the
 * background after the server listens (it takes tens of seconds on a small machine); a library
 * left half made by a stop is finished on the next start, known pictures skipped by their hash.
 */
export async function seedDemoLibrary(
  deps: LibraryDeps,
  ownerId: number,
  size = SAMPLE_PHOTO_COUNT,
): Promise<number> {
  if ((await photoCount(deps.db, ownerId)) >= size) return 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'printshop-samples-'));
  let added = 0;
  try {
    for (let i = 0; i < size; i++) {
      const sample = samplePhoto(i);
      const filePath = path.join(dir, sample.name);
      const jpeg = await samplePhotoJpeg(sample);
      await writeFile(filePath, jpeg);
      const now = deps.now();
      const photoId = await insertPhotoUnlessKnown(deps.db, {
        ownerId,
        creatorId: ownerId,
        name: sample.name,
        width: sample.width,
        height: sample.height,
        createdAt: now,
        updatedAt: now,
        sourceId: 0,
        contentHash: await sha256OfFile(filePath),
        mimeType: 'image/jpeg',
        byteSize: jpeg.byteLength,
        status: 'processing',
      });
      if (photoId !== undefined) {
        await storeOriginalAndQueue(deps, { ownerId, photoId, filePath });
        added += 1;
      }
      await rm(filePath, { force: true });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return added;
}

import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import { type JobHandler, PermanentJobError } from '../../jobs/jobRunner';
import type { BlobStore } from '../../storage/blobStore';
import { type PictureHashes, pictureHashesOf } from './perceptualHash';
import { readPhotoExif } from './photoExif';
import {
  DERIVATIVE_SIZES,
  type DerivativeSize,
  derivativeKey,
  derivativeUrl,
  photoBlobPrefix,
} from './photoFiles';
import { findFocusPoint } from './photoFocus';
import { hasLookalikeOf } from './photoLookalikes';
import { deletePhotoRow, findPhoto, type PhotoRow, updatePhoto } from './photos.repo';
import { MAX_PIXELS, sha256OfBuffer } from './uploadRules';

export const PHOTO_JOB = 'photo.process';

interface ProcessingDeps {
  db: Db;
  blobs: BlobStore;
  now: () => Date;
}

interface Rendition {
  size: DerivativeSize;
  webp: Buffer;
  jpg: Buffer;
  width: number;
  height: number;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Why a picture could not be decoded, in words for its owner. */
function decodeFailure(name: string, error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/premature end|truncated|unexpected end|end of (file|stream)|short read/i.test(text)) {
    return `${name} is cut short (the file is incomplete) and was removed. Upload it again.`;
  }
  if (/pixel limit/i.test(text)) {
    return `${name} has more than ${MAX_PIXELS / 1e6} megapixels and was removed.`;
  }
  return `${name} could not be read as an image and was removed.`;
}

/** Every derivative in webp and jpeg, turned upright, metadata (GPS included) stripped. */
async function renderDerivatives(original: Buffer): Promise<Rendition[]> {
  const options = { failOn: 'truncated', limitInputPixels: MAX_PIXELS } as const;
  const renditions: Rendition[] = [];
  for (const [size, edge] of Object.entries(DERIVATIVE_SIZES) as [DerivativeSize, number][]) {
    const resized = () =>
      sharp(original, options)
        .rotate()
        .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });
    const webp = await resized().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    const jpg = await resized().jpeg({ quality: 85 }).toBuffer();
    renditions.push({
      size,
      webp: webp.data,
      jpg,
      width: webp.info.width,
      height: webp.info.height,
    });
  }
  return renditions;
}

/**
 * The photo job: the stored original is checked against its checksum, decoded, read for EXIF,
 * rendered into derivatives and hashed for lookalikes; then the photo is ready. A picture that
 * cannot be decoded is removed with its files, and the reason stays on the job.
 */
export async function processPhoto(deps: ProcessingDeps, photoId: number): Promise<void> {
  const photo = await findPhoto(deps.db, photoId);
  // Deleted while queued, or already finished by an earlier attempt: nothing to do.
  if (photo?.status !== 'processing' || !photo.blobKey) return;
  const stream = await deps.blobs.get(photo.blobKey);
  if (!stream) throw new Error(`The original of photo ${photoId} is not in the blob store yet.`);
  const original = await readAll(stream);

  if (sha256OfBuffer(original) !== photo.contentHash) {
    const reason = `${photo.name} was damaged in storage and could not be kept. Upload it again.`;
    await updatePhoto(deps.db, photoId, {
      status: 'failed',
      failureReason: reason,
      updatedAt: deps.now(),
    });
    await deps.blobs.deletePrefix(photoBlobPrefix(photo.ownerId, photoId));
    throw new PermanentJobError(reason);
  }

  let renditions: Rendition[];
  let hashes: PictureHashes;
  let focus: { x: number; y: number };
  try {
    renditions = await renderDerivatives(original);
    hashes = await pictureHashesOf(original);
    focus = await findFocusPoint(original);
  } catch (error) {
    const reason = decodeFailure(photo.name, error);
    await removePhoto(deps, photo);
    throw new PermanentJobError(reason);
  }
  const exif = await readPhotoExif(original);

  for (const r of renditions) {
    await deps.blobs.put(derivativeKey(photo.ownerId, photoId, r.size, 'webp'), r.webp);
    await deps.blobs.put(derivativeKey(photo.ownerId, photoId, r.size, 'jpg'), r.jpg);
  }
  const quarterTurned = (exif.orientation ?? 1) >= 5;
  await updatePhoto(deps.db, photoId, {
    width: quarterTurned ? photo.height : photo.width,
    height: quarterTurned ? photo.width : photo.height,
    takenAt: exif.takenAt ?? null,
    isGeoTagged: exif.isGeoTagged,
    urls: Object.fromEntries(
      renditions.map((r) => [r.size, derivativeUrl(photoId, r.size, 'webp')]),
    ),
    widths: Object.fromEntries(renditions.map((r) => [r.size, r.width])),
    heights: Object.fromEntries(renditions.map((r) => [r.size, r.height])),
    perceptualHash: hashes.perceptualHash,
    cropSignature: hashes.cropSignature,
    focusRelativeX: focus.x,
    focusRelativeY: focus.y,
    isDuplicate: await hasLookalikeOf(deps.db, photo, hashes),
    isOriginalUploaded: true,
    status: 'ready',
    updatedAt: deps.now(),
  });
}

async function removePhoto(deps: ProcessingDeps, photo: PhotoRow): Promise<void> {
  await deletePhotoRow(deps.db, photo.id);
  await deps.blobs.deletePrefix(photoBlobPrefix(photo.ownerId, photo.id));
}

/** The job kinds of the photos area, for the server's job runner. */
export function photoJobHandlers(deps: ProcessingDeps): Record<string, JobHandler> {
  return {
    [PHOTO_JOB]: async (payload) => processPhoto(deps, Number(payload.photoId)),
  };
}

import { createWriteStream } from 'node:fs';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp, { type Metadata } from 'sharp';
import { isAcceptedPhotoType } from '../../../shared/photos/photoTypes';
import type { Db } from '../../db/database';
import type { ServerDeps } from '../../http/requestContext';
import { insertJob } from '../../jobs/jobs.repo';
import type { BlobStore } from '../../storage/blobStore';
import { addPhotosToAlbum } from './albums.repo';
import { originalKey } from './photoFiles';
import { PHOTO_JOB } from './photoProcessing';
import {
  deletePhotoRow,
  findPhotoIdByHash,
  insertPhotoUnlessKnown,
  updatePhoto,
} from './photos.repo';
import { addPhotoToOwnedProject } from './projectTray';
import {
  checkDeclaredType,
  MAX_PIXELS,
  MAX_UPLOAD_BYTES,
  sha256OfFile,
  type UploadMetadata,
  UploadRefused,
} from './uploadRules';
import { findLiveUploadSession } from './uploadSessions.repo';

export interface FinishedUpload {
  ownerId: number;
  uploadId: string;
  filePath: string;
  size: number;
  metadata: UploadMetadata;
  /** Sent by a guest (a phone or photo friend with a link): the photo has no creator account. */
  byGuest?: boolean;
}

type IntakeDeps = Pick<ServerDeps, 'db' | 'now' | 'jobs'> & { blobs: BlobStore };

/** Refuses a session id that is not the uploader's or has run out, before any byte is sent. */
export async function checkUploadSession(
  db: Db,
  ownerId: number,
  sessionId: string | undefined,
  now: Date,
): Promise<void> {
  if (sessionId && !(await findLiveUploadSession(db, ownerId, sessionId, now))) {
    throw new UploadRefused(
      404,
      'upload_session_not_found',
      'This upload session has ended. Start the upload again.',
    );
  }
}

/**
 * Reads only the header: enough to refuse what is not a picture, or one too big to decode,
 * while the person is still looking at the upload. Damage further in shows when the job decodes.
 */
export async function checkPictureHeader(filePath: string, name: string) {
  let info: Metadata;
  try {
    info = await sharp(filePath).metadata();
  } catch {
    throw new UploadRefused(415, 'not_an_image', `${name} is not an image we can read.`);
  }
  const { width = 0, height = 0 } = info;
  if (width === 0 || height === 0) {
    throw new UploadRefused(415, 'not_an_image', `${name} is not an image we can read.`);
  }
  if (width * height > MAX_PIXELS) {
    throw new UploadRefused(
      422,
      'image_too_large',
      `${name} has ${Math.round((width * height) / 1e6)} megapixels; photos may have at most ${MAX_PIXELS / 1e6}.`,
    );
  }
  return { width, height, format: info.format };
}

/**
 * The last byte of an upload arrived: check the file is what the client said, make it a photo
 * in 'processing', move it into the blob store and queue the job that finishes it. A refusal
 * throws UploadRefused; the caller then removes the upload file.
 */
export async function acceptUploadedPhoto(
  deps: IntakeDeps,
  upload: FinishedUpload,
): Promise<{ photoId: number }> {
  const { db } = deps;
  const { metadata, ownerId } = upload;
  const actual = await sha256OfFile(upload.filePath);
  if (actual !== metadata.sha256) {
    throw new UploadRefused(
      422,
      'checksum_mismatch',
      `${metadata.filename} arrived damaged (its checksum does not match). Upload it again.`,
    );
  }
  await checkDeclaredType(upload.filePath, metadata.filetype, metadata.filename);
  const { width, height } = await checkPictureHeader(upload.filePath, metadata.filename);
  const now = deps.now();
  const session = metadata.uploadSessionId
    ? await findLiveUploadSession(db, ownerId, metadata.uploadSessionId, now)
    : undefined;

  const photoId = await insertPhotoUnlessKnown(db, {
    ownerId,
    creatorId: upload.byGuest ? null : ownerId,
    name: metadata.filename,
    width,
    height,
    createdAt: now,
    updatedAt: now,
    sourceId: 0,
    contentHash: actual,
    mimeType: metadata.filetype,
    byteSize: upload.size,
    uploadId: upload.uploadId,
    status: 'processing',
  });
  if (photoId === undefined) {
    const existing = await findPhotoIdByHash(db, ownerId, actual);
    throw new UploadRefused(409, 'duplicate', `${metadata.filename} is already in your photos.`, {
      existingPhotoId: existing,
    });
  }
  await storeOriginalAndQueue(deps, {
    ownerId,
    photoId,
    filePath: upload.filePath,
    albumId: session?.albumId ?? undefined,
    projectId: session?.projectId ?? undefined,
  });
  return { photoId };
}

/** A picture fetched from elsewhere (a photo source), as its source describes it. */
export interface IncomingFile {
  name: string;
  mimeType?: string;
  /** The size the source announced, when it did. */
  size?: number;
  body: Readable;
}

/** Whether intake refused a file: its message is for the person, and sending it again will not help. */
export function isIntakeRefusal(error: unknown): error is UploadRefused {
  return error instanceof UploadRefused;
}

const tooLarge = (name: string) =>
  new UploadRefused(
    413,
    'file_too_large',
    `${name} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  );

/**
 * Writes a fetched picture to `target` under the rules an upload meets: a declared type that is
 * not a photo, or more bytes than an upload may have, is refused before or while it streams (a
 * refusal throws, see isIntakeRefusal). Answers its size, header and content hash.
 */
export async function receiveFile(file: IncomingFile, target: string) {
  const { name } = file;
  if (file.mimeType?.startsWith('image/') && !isAcceptedPhotoType(file.mimeType)) {
    file.body.destroy();
    throw new UploadRefused(415, 'unsupported_type', `${name} is not a photo we can use.`);
  }
  if ((file.size ?? 0) > MAX_UPLOAD_BYTES) {
    file.body.destroy();
    throw tooLarge(name);
  }
  let size = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) done(tooLarge(name));
      else done(null, chunk);
    },
  });
  await pipeline(file.body, cap, createWriteStream(target, { flags: 'wx' }));
  await checkDeclaredType(target, file.mimeType, name);
  const header = await checkPictureHeader(target, name);
  return { size, ...header, contentHash: await sha256OfFile(target) };
}

/**
 * Moves a new photo's original into the blob store, then makes the stored original, its album
 * or project and the job that finishes it visible together: a crash before that commits leaves
 * a 'processing' photo with no job, which recoverStalledPhotos finishes. If the file cannot be
 * stored, the photo row goes too. Shared by uploads and imports from photo sources.
 */
export async function storeOriginalAndQueue(
  deps: IntakeDeps,
  photo: {
    ownerId: number;
    photoId: number;
    filePath: string;
    albumId?: number;
    projectId?: number;
  },
): Promise<void> {
  const { db } = deps;
  const { ownerId, photoId } = photo;
  const key = originalKey(ownerId, photoId);
  try {
    await deps.blobs.putFile(key, photo.filePath);
  } catch (error) {
    await deletePhotoRow(db, photoId);
    throw error;
  }
  const now = deps.now();
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await updatePhoto(txDb, photoId, { blobKey: key });
    if (photo.albumId) await addPhotosToAlbum(txDb, photo.albumId, [photoId], now);
    if (photo.projectId) await addPhotoToOwnedProject(txDb, ownerId, photo.projectId, photoId, now);
    await insertJob(txDb, { kind: PHOTO_JOB, payload: { photoId }, ownerId, runAt: now });
  });
  deps.jobs?.wake();
}

/** Adds a photo the caller already owns to one of its albums (a re-import of a known photo). */
export async function addOwnPhotoToAlbum(
  deps: Pick<IntakeDeps, 'db' | 'now'>,
  albumId: number,
  photoId: number,
): Promise<void> {
  await addPhotosToAlbum(deps.db, albumId, [photoId], deps.now());
}

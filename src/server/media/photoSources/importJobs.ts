import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { photoSourceById } from '../../../shared/catalog/photoSources';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { type JobHandler, PermanentJobError } from '../../jobs/jobRunner';
import { insertJobs, ownerJobsWith } from '../../jobs/jobs.repo';
import { randomToken } from '../../security/tokens';
import type { BlobStore } from '../../storage/blobStore';
import {
  findImportedPhotoId,
  insertImportedPhoto,
  sourceAlbumId,
} from '../photos/importedPhotos.service';
import type { ParsedInput } from '../photos/photoAccess';
import {
  addOwnPhotoToAlbum,
  isIntakeRefusal,
  receiveFile,
  storeOriginalAndQueue,
} from '../photos/photoIntake.service';
import { PHOTOS_SIGN_IN } from '../photos/photos.service';
import { externalSourceOr404, forgetRejectedToken, liveSourceToken } from './connections.service';
import { importerFor } from './importers/importerFor';
import { SourceAuthError, SourceRequestError } from './importers/sourceHttp';

export const PHOTO_IMPORT_JOB = 'photo.import';
/** A busy source is retried with the runner's backoff (5 s, 25 s, 2 min, 10 min, 50 min). */
const IMPORT_ATTEMPTS = 6;

interface ImportPayload {
  batchId: string;
  sourceId: number;
  externalId: string;
  albumId?: number;
}

interface ImportDeps {
  db: Db;
  blobs: BlobStore;
  now: () => Date;
}

/** sharp's name of a decoded format → the type we store, as an upload would have declared it. */
const MIME_OF_FORMAT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  tiff: 'image/tiff',
  heif: 'image/heif',
  avif: 'image/avif',
};

/** Queues one durable job per chosen photo; the answer names the batch to follow. */
export async function importSourcePhotos(
  deps: Pick<ServerDeps, 'db' | 'now' | 'jobs'>,
  caller: Caller,
  input: ParsedInput<'my/photo_sources/{source_id}/import'>,
): Promise<ActionOutput<'my/photo_sources/{source_id}/import'>> {
  const ownerId = requireUser(caller, PHOTOS_SIGN_IN);
  const source = externalSourceOr404(input.sourceId);
  const { db } = deps;
  const now = deps.now();
  // Refused up front when not connected, rather than as a batch of failed jobs.
  await liveSourceToken(db, ownerId, source, now);
  const albumId =
    input.album && source.hasAlbums
      ? await sourceAlbumId(db, { ownerId, sourceId: source.id, name: input.album.name, now })
      : undefined;
  const batchId = randomToken(12);
  const externalIds = [...new Set(input.externalIds)];
  await insertJobs(
    db,
    externalIds.map((externalId) => {
      const payload: ImportPayload = { batchId, sourceId: source.id, externalId, albumId };
      return {
        kind: PHOTO_IMPORT_JOB,
        payload: { ...payload },
        ownerId,
        runAt: now,
        maxAttempts: IMPORT_ATTEMPTS,
      };
    }),
  );
  deps.jobs?.wake();
  return { batchId, queued: externalIds.length };
}

export async function importProgress(
  deps: Pick<ServerDeps, 'db'>,
  caller: Caller,
  input: ParsedInput<'my/photo_imports/{batch_id}'>,
): Promise<ActionOutput<'my/photo_imports/{batch_id}'>> {
  const ownerId = requireUser(caller, PHOTOS_SIGN_IN);
  const jobs = await ownerJobsWith(deps.db, PHOTO_IMPORT_JOB, ownerId, 'batchId', input.batchId);
  if (jobs.length === 0) throw notFound('Import', input.batchId);
  const rows = jobs.map(({ payload, ...job }) => ({
    ...job,
    externalId: String(payload.externalId),
  }));
  const items = rows.map((row) => {
    if (row.status === 'done') return { externalId: row.externalId, status: 'done' as const };
    if (row.status === 'failed') {
      const error = row.lastError ?? 'The import failed.';
      return { externalId: row.externalId, status: 'failed' as const, error };
    }
    // A job waiting after a failed attempt says why, so a busy source is not a silent stall.
    return row.lastError
      ? { externalId: row.externalId, status: 'retrying' as const, error: row.lastError }
      : { externalId: row.externalId, status: 'pending' as const };
  });
  const count = (status: string) => items.filter((i) => i.status === status).length;
  const failed = count('failed');
  return {
    total: rows.length,
    done: count('done'),
    failed,
    pending: rows.length - count('done') - failed,
    errors: [...new Set(items.flatMap((i) => (i.status === 'failed' ? [i.error] : [])))],
    items,
  };
}

/**
 * One photo from a source into our storage, then the same processing as an upload. Safe to run
 * again: a photo already imported (or the same bytes already kept) ends the job as done.
 */
export async function importSourcePhoto(
  deps: ImportDeps,
  ownerId: number,
  payload: ImportPayload,
): Promise<void> {
  const { db } = deps;
  const source = photoSourceById(payload.sourceId);
  if (!source?.external) throw new PermanentJobError(`Unknown photo source ${payload.sourceId}.`);
  const addToAlbum = async (photoId: number) => {
    if (payload.albumId) await addOwnPhotoToAlbum(deps, payload.albumId, photoId);
  };
  const known = await findImportedPhotoId(db, ownerId, source.id, payload.externalId);
  if (known !== undefined) return addToAlbum(known);

  let token: string;
  try {
    token = await liveSourceToken(db, ownerId, source, deps.now());
  } catch (error) {
    if (error instanceof AppError) throw new PermanentJobError(error.message);
    throw error;
  }
  const dir = path.join(tmpdir(), 'printshop-imports');
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, randomToken(12));
  try {
    let file: Awaited<ReturnType<ReturnType<typeof importerFor>['download']>>;
    try {
      file = await importerFor(source, token).download(payload.externalId);
    } catch (error) {
      if (error instanceof SourceAuthError) {
        await forgetRejectedToken(db, ownerId, source.id);
        throw new PermanentJobError(error.message);
      }
      // The source says no to this photo (gone, not a picture): asking again will not help.
      if (error instanceof SourceRequestError) throw new PermanentJobError(error.message);
      throw error; // busy or unreachable: the runner retries with backoff
    }
    const name = file.name;
    const { size, width, height, format = '', contentHash } = await receiveFile(file, temp);
    const now = deps.now();
    const photoId = await insertImportedPhoto(db, {
      ownerId,
      creatorId: ownerId,
      name,
      width,
      height,
      createdAt: now,
      updatedAt: now,
      sourceId: source.id,
      externalId: payload.externalId,
      contentHash,
      mimeType: MIME_OF_FORMAT[format] ?? file.mimeType ?? 'application/octet-stream',
      byteSize: size,
      status: 'processing',
    });
    if (photoId === undefined) {
      // Imported meanwhile, or these bytes were already uploaded: the library has the picture.
      const existing = await findImportedPhotoId(db, ownerId, source.id, payload.externalId);
      if (existing !== undefined) await addToAlbum(existing);
      return;
    }
    await storeOriginalAndQueue(deps, {
      ownerId,
      photoId,
      filePath: temp,
      albumId: payload.albumId,
    });
  } catch (error) {
    if (isIntakeRefusal(error)) throw new PermanentJobError(error.message);
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
}

export function photoImportJobHandlers(deps: ImportDeps): Record<string, JobHandler> {
  return {
    [PHOTO_IMPORT_JOB]: async (payload, job) => {
      if (job.ownerId === null) throw new PermanentJobError('An import job needs its owner.');
      await importSourcePhoto(deps, job.ownerId, {
        batchId: String(payload.batchId),
        sourceId: Number(payload.sourceId),
        externalId: String(payload.externalId),
        albumId: payload.albumId === undefined ? undefined : Number(payload.albumId),
      });
    },
  };
}

import type { ActionOutput } from '../../../shared/api/actionTable';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { deleteJobsOf } from '../../jobs/jobs.repo';
import { addPhotosToAlbum, findOwnedAlbum } from './albums.repo';
import { blobStoreOf, type ParsedInput } from './photoAccess';
import { ownerBlobPrefix, photoBlobPrefix } from './photoFiles';
import * as repo from './photos.repo';
import { type Photo, toPhoto } from './photoView';
import { addPhotoToOwnedProject, ownsProject } from './projectTray';

/** Photos are private: every call needs the signed-in owner (requireUser with this reason). */
export const PHOTOS_SIGN_IN = 'Please sign in to see your photos.';

const DEFAULT_PAGE_SIZE = 100;
const DEFAULT_RECENT = 20;

async function withAlbumIds(deps: ServerDeps, rows: repo.PhotoRow[]): Promise<Photo[]> {
  const albumIds = await repo.albumIdsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPhoto(row, albumIds.get(row.id) ?? []));
}

/** The owner's photo, or 404 — someone else's photo does not exist for the caller. */
export async function ownedPhotoOr404(deps: ServerDeps, ownerId: number, id: number) {
  const row = await repo.findOwnedPhoto(deps.db, ownerId, id);
  if (!row) throw notFound('Photo', id);
  return row;
}

/** Of `ids`, the owner's photos. */
export function ownPhotoIdsAmong(db: Db, ownerId: number, ids: number[]): Promise<number[]> {
  return repo.ownedPhotoIds(db, ownerId, ids);
}

/** Which of the ids name a photo at all (an id the server never gave names none). */
export function existingPhotoIdsAmong(db: Db, ids: number[]): Promise<number[]> {
  return repo.existingPhotoIds(db, ids);
}

/** Checks every id is one of the owner's photos; someone else's is as absent as a missing one. */
export async function checkOwnPhotoIds(db: Db, ownerId: number, ids: number[]): Promise<void> {
  const owned = new Set(await repo.ownedPhotoIds(db, ownerId, ids));
  const missing = ids.find((id) => !owned.has(id));
  if (missing !== undefined) throw notFound('Photo', missing);
}

/** Spec §9 defaults: newest taken first, duplicates hidden. */
export async function listMyPhotos(
  deps: ServerDeps,
  caller: Caller,
  input: ParsedInput<'my/photos'>,
): Promise<ActionOutput<'my/photos'>> {
  const ownerId = requireUser(caller, PHOTOS_SIGN_IN);
  if (input.albumId !== undefined && !(await findOwnedAlbum(deps.db, ownerId, input.albumId))) {
    throw notFound('Album', input.albumId);
  }
  const updatedSince = input.updatedSince ? new Date(input.updatedSince) : undefined;
  if (updatedSince && Number.isNaN(updatedSince.getTime())) {
    throw badRequest('invalid_input', 'updated_since must be a date and time.', {
      updatedSince: ['Enter a date and time (ISO 8601).'],
    });
  }
  const perPage = input.perPage ?? DEFAULT_PAGE_SIZE;
  const { rows, total } = await repo.listPhotos(deps.db, {
    ownerId,
    sort: input.sortBy ?? 'date-taken-desc',
    hideDuplicates: input.hideDuplicates ?? true,
    albumId: input.albumId,
    sourceId: input.sourceId,
    updatedSince,
    limit: perPage,
    offset: ((input.page ?? 1) - 1) * perPage,
  });
  return { items: await withAlbumIds(deps, rows), total };
}

export async function showMyPhoto(
  deps: ServerDeps,
  caller: Caller,
  input: ParsedInput<'my/photos/{id}'>,
): Promise<ActionOutput<'my/photos/{id}'>> {
  const row = await ownedPhotoOr404(deps, requireUser(caller, PHOTOS_SIGN_IN), input.id);
  const [photo] = await withAlbumIds(deps, [row]);
  return photo!;
}

export async function summarizeMyPhotos(
  deps: Pick<ServerDeps, 'db'>,
  caller: Caller,
): Promise<ActionOutput<'my/photos/summary'>> {
  const counts = await repo.photoCounts(deps.db, requireUser(caller, PHOTOS_SIGN_IN));
  return {
    total: counts.bySource.reduce((sum, s) => sum + s.count, 0),
    duplicates: counts.bySource.reduce((sum, s) => sum + s.duplicates, 0),
    albums: counts.albums,
    bySource: counts.bySource.map(({ sourceId, count }) => ({ sourceId, count })),
  };
}

export async function recentMyPhotos(
  deps: ServerDeps,
  caller: Caller,
  input: ParsedInput<'my/photos/recent'>,
): Promise<ActionOutput<'my/photos/recent'>> {
  const rows = await repo.recentPhotos(
    deps.db,
    requireUser(caller, PHOTOS_SIGN_IN),
    input.limit ?? DEFAULT_RECENT,
  );
  return { items: await withAlbumIds(deps, rows) };
}

/**
 * Registers a photo with the server. An upload has already become a photo when its last byte
 * arrived, so this finds it; a checksum the owner already has answers with that photo and
 * duplicate true, which lets the client skip uploading a file it sent before.
 */
export async function createMyPhoto(
  deps: ServerDeps,
  caller: Caller,
  input: ParsedInput<'my/photos#create'>,
): Promise<ActionOutput<'my/photos#create'>> {
  const ownerId = requireUser(caller, PHOTOS_SIGN_IN);
  const { db } = deps;
  const album =
    input.albumId === undefined ? undefined : await findOwnedAlbum(db, ownerId, input.albumId);
  if (input.albumId !== undefined && !album) throw notFound('Album', input.albumId);
  if (input.projectId !== undefined && !(await ownsProject(db, ownerId, input.projectId))) {
    throw notFound('Project', input.projectId);
  }

  let row: repo.PhotoRow | undefined;
  let duplicate = false;
  if (input.uploadId) {
    row = await repo.findPhotoByUpload(db, ownerId, input.uploadId);
    if (!row) throw notFound('Upload', input.uploadId);
  } else if (input.checksum) {
    const id = await repo.findPhotoIdByHash(db, ownerId, input.checksum.toLowerCase());
    row = id === undefined ? undefined : await repo.findOwnedPhoto(db, ownerId, id);
    duplicate = row !== undefined;
  }
  if (!row) {
    throw badRequest(
      input.sourceId === 0 ? 'upload_required' : 'source_not_connected',
      input.sourceId === 0
        ? 'Upload the file first, then register it with its upload id.'
        : 'This photo source is not connected to your account.',
    );
  }
  if (album) await addPhotosToAlbum(db, album.id, [row.id], deps.now());
  if (input.projectId !== undefined) {
    await addPhotoToOwnedProject(db, ownerId, input.projectId, row.id, deps.now());
  }
  const [photo] = await withAlbumIds(deps, [row]);
  return { photo: photo!, duplicate };
}

/** Removes the photos and every stored file of them; any id not the caller's refuses the lot. */
export async function destroyMyPhotos(
  deps: ServerDeps,
  caller: Caller,
  input: ParsedInput<'my/photos/batch_destroy'>,
): Promise<ActionOutput<'my/photos/batch_destroy'>> {
  const ownerId = requireUser(caller, PHOTOS_SIGN_IN);
  const blobs = blobStoreOf(deps);
  const ids = [...new Set(input.photoIds)];
  await checkOwnPhotoIds(deps.db, ownerId, ids);
  const deleted = await repo.deleteOwnedPhotos(deps.db, ownerId, ids);
  // Rows first: a file left behind by a crash here is garbage, a row without its file is a bug.
  for (const id of ids) await blobs.deletePrefix(photoBlobPrefix(ownerId, id));
  return { deleted };
}

/** The photo-area rows of a user, inside the account erasure's transaction. */
export async function erasePhotoRowsOf(db: Db, userId: number): Promise<void> {
  await repo.deleteAllPhotoRowsOf(db, userId);
  await deleteJobsOf(db, userId);
}

/**
 * Every photo, album and stored file of a user (account deletion). Safe to call again, and after
 * the rows went with the account: the files are found by their owner's key prefix.
 */
export async function deleteAllPhotosOf(
  deps: Pick<ServerDeps, 'db' | 'blobs'>,
  userId: number,
): Promise<void> {
  await repo.deleteAllPhotoRowsOf(deps.db, userId);
  await deleteJobsOf(deps.db, userId);
  await deps.blobs?.deletePrefix(ownerBlobPrefix(userId));
}

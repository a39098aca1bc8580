import type { ActionOutput } from '../../../shared/api/actionTable';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import * as repo from './albums.repo';
import type { ParsedInput } from './photoAccess';
import { checkOwnPhotoIds, PHOTOS_SIGN_IN } from './photos.service';

type Album = ActionOutput<'my/albums#create'>;

type AlbumDeps = Pick<ServerDeps, 'db' | 'now'>;

const DEFAULT_PAGE_SIZE = 100;

/** Seen when the owner looked after its last change; adding photos makes it new again. */
function toAlbum(row: repo.AlbumWithCounts): Album {
  return {
    id: row.id,
    name: row.name,
    sourceId: row.sourceId,
    photoCount: Number(row.photoCount),
    coverPhotoId: row.coverPhotoId ?? undefined,
    isSeen: row.seenAt !== null && row.seenAt >= row.updatedAt,
    createdAt: row.createdAt.toISOString(),
  };
}

async function ownedAlbumOr404(db: Db, ownerId: number, id: number) {
  const row = await repo.findOwnedAlbum(db, ownerId, id);
  if (!row) throw notFound('Album', id);
  return row;
}

async function reread(db: Db, ownerId: number, id: number): Promise<Album> {
  return toAlbum(await ownedAlbumOr404(db, ownerId, id));
}

export async function listMyAlbums(
  deps: AlbumDeps,
  caller: Caller,
  input: ParsedInput<'my/albums'>,
): Promise<ActionOutput<'my/albums'>> {
  const perPage = input.perPage ?? DEFAULT_PAGE_SIZE;
  const { rows, total } = await repo.listAlbums(deps.db, {
    ownerId: requireUser(caller, PHOTOS_SIGN_IN),
    sourceId: input.sourceId,
    limit: perPage,
    offset: ((input.page ?? 1) - 1) * perPage,
  });
  return { items: rows.map(toAlbum), total };
}

export async function createAlbum(
  deps: AlbumDeps,
  caller: Caller,
  input: ParsedInput<'my/albums#create'>,
): Promise<Album> {
  const ownerId = requireUser(caller, PHOTOS_SIGN_IN);
  const photoIds = [...new Set(input.photoIds ?? [])];
  await checkOwnPhotoIds(deps.db, ownerId, photoIds);
  const now = deps.now();
  const id = await repo.insertAlbum(deps.db, { ownerId, name: input.name, createdAt: now });
  await repo.addPhotosToAlbum(deps.db, id, photoIds, now);
  return reread(deps.db, ownerId, id);
}

export async function renameAlbum(
  deps: AlbumDeps,
  caller: Caller,
  input: ParsedInput<'my/albums/{id}#update'>,
): Promise<Album> {
  const ownerId = requireUser(caller, PHOTOS_SIGN_IN);
  await ownedAlbumOr404(deps.db, ownerId, input.id);
  await repo.updateAlbum(deps.db, input.id, { name: input.name });
  return reread(deps.db, ownerId, input.id);
}

/** The album goes; its photos stay in the library. */
export async function deleteAlbum(
  deps: AlbumDeps,
  caller: Caller,
  input: ParsedInput<'my/albums/{id}#delete'>,
): Promise<ActionOutput<'my/albums/{id}#delete'>> {
  await ownedAlbumOr404(deps.db, requireUser(caller, PHOTOS_SIGN_IN), input.id);
  await repo.deleteAlbum(deps.db, input.id);
  return { ok: true };
}

export async function addPhotosToAlbum(
  deps: AlbumDeps,
  caller: Caller,
  input: ParsedInput<'my/albums/{id}/add_photos'>,
): Promise<Album> {
  const ownerId = requireUser(caller, PHOTOS_SIGN_IN);
  await ownedAlbumOr404(deps.db, ownerId, input.id);
  const photoIds = [...new Set(input.photoIds)];
  await checkOwnPhotoIds(deps.db, ownerId, photoIds);
  const now = deps.now();
  await repo.addPhotosToAlbum(deps.db, input.id, photoIds, now);
  await repo.updateAlbum(deps.db, input.id, { updatedAt: now });
  return reread(deps.db, ownerId, input.id);
}

export async function removePhotosFromAlbum(
  deps: AlbumDeps,
  caller: Caller,
  input: ParsedInput<'my/albums/{id}/remove_photos'>,
): Promise<Album> {
  const ownerId = requireUser(caller, PHOTOS_SIGN_IN);
  await ownedAlbumOr404(deps.db, ownerId, input.id);
  const photoIds = [...new Set(input.photoIds)];
  await checkOwnPhotoIds(deps.db, ownerId, photoIds);
  await repo.removePhotosFromAlbum(deps.db, input.id, photoIds);
  return reread(deps.db, ownerId, input.id);
}

export async function markAlbumAsSeen(
  deps: AlbumDeps,
  caller: Caller,
  input: ParsedInput<'my/albums/{id}/mark_as_seen'>,
): Promise<ActionOutput<'my/albums/{id}/mark_as_seen'>> {
  await ownedAlbumOr404(deps.db, requireUser(caller, PHOTOS_SIGN_IN), input.id);
  await repo.updateAlbum(deps.db, input.id, { seenAt: deps.now() });
  return { ok: true };
}

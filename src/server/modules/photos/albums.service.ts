import type { ActionOutput } from '../../../shared/api/actionTable';
import { notFound } from '../../http/appError';
import { callerOf, requireUser } from '../../http/caller';
import type { RequestContext } from '../../http/requestContext';
import * as repo from './albums.repo';
import type { ParsedInput } from './photoAccess';
import { ownedPhotoIds } from './photos.repo';
import { PHOTOS_SIGN_IN } from './photos.service';

type Album = ActionOutput<'my/albums#create'>;

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

async function ownedAlbumOr404(ctx: RequestContext, ownerId: number, id: number) {
  const row = await repo.findOwnedAlbum(ctx.deps.db, ownerId, id);
  if (!row) throw notFound('Album', id);
  return row;
}

/** Someone else's photo is as absent as one that never existed. */
async function checkOwnPhotos(ctx: RequestContext, ownerId: number, photoIds: number[]) {
  const owned = new Set(await ownedPhotoIds(ctx.deps.db, ownerId, photoIds));
  const missing = photoIds.find((id) => !owned.has(id));
  if (missing !== undefined) throw notFound('Photo', missing);
}

async function reread(ctx: RequestContext, ownerId: number, id: number): Promise<Album> {
  return toAlbum(await ownedAlbumOr404(ctx, ownerId, id));
}

export async function listMyAlbums(
  ctx: RequestContext,
  input: ParsedInput<'my/albums'>,
): Promise<ActionOutput<'my/albums'>> {
  const perPage = input.perPage ?? DEFAULT_PAGE_SIZE;
  const { rows, total } = await repo.listAlbums(ctx.deps.db, {
    ownerId: requireUser(callerOf(ctx), PHOTOS_SIGN_IN),
    sourceId: input.sourceId,
    limit: perPage,
    offset: ((input.page ?? 1) - 1) * perPage,
  });
  return { items: rows.map(toAlbum), total };
}

export async function createAlbum(
  ctx: RequestContext,
  input: ParsedInput<'my/albums#create'>,
): Promise<Album> {
  const ownerId = requireUser(callerOf(ctx), PHOTOS_SIGN_IN);
  const photoIds = [...new Set(input.photoIds ?? [])];
  await checkOwnPhotos(ctx, ownerId, photoIds);
  const now = ctx.deps.now();
  const id = await repo.insertAlbum(ctx.deps.db, { ownerId, name: input.name, createdAt: now });
  await repo.addPhotosToAlbum(ctx.deps.db, id, photoIds, now);
  return reread(ctx, ownerId, id);
}

export async function renameAlbum(
  ctx: RequestContext,
  input: ParsedInput<'my/albums/{id}#update'>,
): Promise<Album> {
  const ownerId = requireUser(callerOf(ctx), PHOTOS_SIGN_IN);
  await ownedAlbumOr404(ctx, ownerId, input.id);
  await repo.updateAlbum(ctx.deps.db, input.id, { name: input.name });
  return reread(ctx, ownerId, input.id);
}

/** The album goes; its photos stay in the library. */
export async function deleteAlbum(
  ctx: RequestContext,
  input: ParsedInput<'my/albums/{id}#delete'>,
): Promise<ActionOutput<'my/albums/{id}#delete'>> {
  await ownedAlbumOr404(ctx, requireUser(callerOf(ctx), PHOTOS_SIGN_IN), input.id);
  await repo.deleteAlbum(ctx.deps.db, input.id);
  return { ok: true };
}

export async function addPhotosToAlbum(
  ctx: RequestContext,
  input: ParsedInput<'my/albums/{id}/add_photos'>,
): Promise<Album> {
  const ownerId = requireUser(callerOf(ctx), PHOTOS_SIGN_IN);
  await ownedAlbumOr404(ctx, ownerId, input.id);
  const photoIds = [...new Set(input.photoIds)];
  await checkOwnPhotos(ctx, ownerId, photoIds);
  const now = ctx.deps.now();
  await repo.addPhotosToAlbum(ctx.deps.db, input.id, photoIds, now);
  await repo.updateAlbum(ctx.deps.db, input.id, { updatedAt: now });
  return reread(ctx, ownerId, input.id);
}

export async function removePhotosFromAlbum(
  ctx: RequestContext,
  input: ParsedInput<'my/albums/{id}/remove_photos'>,
): Promise<Album> {
  const ownerId = requireUser(callerOf(ctx), PHOTOS_SIGN_IN);
  await ownedAlbumOr404(ctx, ownerId, input.id);
  const photoIds = [...new Set(input.photoIds)];
  await checkOwnPhotos(ctx, ownerId, photoIds);
  await repo.removePhotosFromAlbum(ctx.deps.db, input.id, photoIds);
  return reread(ctx, ownerId, input.id);
}

export async function markAlbumAsSeen(
  ctx: RequestContext,
  input: ParsedInput<'my/albums/{id}/mark_as_seen'>,
): Promise<ActionOutput<'my/albums/{id}/mark_as_seen'>> {
  await ownedAlbumOr404(ctx, requireUser(callerOf(ctx), PHOTOS_SIGN_IN), input.id);
  await repo.updateAlbum(ctx.deps.db, input.id, { seenAt: ctx.deps.now() });
  return { ok: true };
}

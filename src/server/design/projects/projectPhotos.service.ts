import * as Y from 'yjs';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { libraryPhotoId, photoIdsInDocument } from '../../../shared/project/photoIds';
import { yToDoc } from '../../../shared/project/yjs/binding';
import type { Db } from '../../db/database';
import type { PhotoStatus } from '../../db/schema/photos';
import type { HandlerInput } from '../../http/actionHandler';
import { notFound } from '../../http/appError';
import type { Caller } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import {
  type DERIVATIVE_FORMATS,
  type DerivativeSize,
  isDerivativeSize,
} from '../../media/photos/photoFiles';
import type { ProjectPhotoCandidate } from '../../media/photos/projectPhotos.repo';
import { projectPhotoCandidates } from '../../media/photos/projectTray';
import { projectMembers } from '../collaboration/membership.service';
import { storedDocument } from './projectContent.service';
import { projectAccessFor } from './projectLookup.service';
import type { ProjectRow } from './projects.repo';

/*
 * Photos seen through a project: the owner and the members of a project see the project's photos,
 * whoever's library they come from. A photo is one of them when a project person owns it and it
 * is in the project's tray: added there, uploaded into the project, or placed in the design by its
 * owner (the design's update check, updateAdmission.service, takes it in and refuses anyone
 * else's). The owner's own photos placed in the design count too, for designs the server wrote
 * itself (a copy, an autofill). Anyone else, and any other photo, gets the answer of a photo that
 * does not exist: a photo id written into a design gives no one a way into another's library.
 */

/** Recently read designs' library photo ids, by project and last change. */
const placedCache = new Map<number, { updatedAt: number; ids: Set<number> }>();
const CACHE_SIZE = 200;

async function placedPhotoIds(db: Db, row: ProjectRow): Promise<Set<number>> {
  const updatedAt = row.updatedAt.getTime();
  const cached = placedCache.get(row.id);
  if (cached?.updatedAt === updatedAt) return cached.ids;
  const ids = new Set<number>();
  const ydoc = new Y.Doc();
  try {
    Y.applyUpdate(ydoc, await storedDocument(db, row.id));
    for (const id of photoIdsInDocument(yToDoc(ydoc))) {
      const libraryId = libraryPhotoId(id);
      if (libraryId !== undefined) ids.add(libraryId);
    }
  } catch {
    // A design that does not read places nothing: only the tray's photos show.
  } finally {
    ydoc.destroy();
  }
  placedCache.delete(row.id);
  placedCache.set(row.id, { updatedAt, ids });
  if (placedCache.size > CACHE_SIZE) placedCache.delete(placedCache.keys().next().value!);
  return ids;
}

/** Of `ids`, the photos readable through the project (see above), ready ones unless told. */
export async function readableProjectPhotos(
  db: Db,
  row: ProjectRow,
  ids: readonly number[],
  statuses?: readonly PhotoStatus[],
): Promise<ProjectPhotoCandidate[]> {
  const people = [row.ownerId, ...(await projectMembers(db, row.id)).map((m) => m.userId)];
  const candidates = await projectPhotoCandidates(db, row.id, people, ids, statuses);
  if (candidates.every((photo) => photo.inProject)) return candidates;
  const placed = await placedPhotoIds(db, row);
  return candidates.filter(
    (photo) => photo.inProject || (photo.ownerId === row.ownerId && placed.has(photo.id)),
  );
}

/** The project's own people: its owner and its members. Viewers by link see no photos here. */
export async function projectPersonAccess(
  deps: Pick<ServerDeps, 'db'>,
  caller: Pick<Caller, 'userId'>,
  projectId: number,
): Promise<ProjectRow> {
  const { row, caller: judged } = await projectAccessFor(deps, caller, projectId, 'view');
  if (judged.userId !== row.ownerId && judged.memberRole === undefined) {
    throw notFound('Project', projectId);
  }
  return row;
}

/** Where a photo's derivative is served through a project. */
export const projectPhotoUrl = (
  projectId: number,
  photoId: number,
  size: DerivativeSize,
  format: (typeof DERIVATIVE_FORMATS)[number],
) => `/projects/${projectId}/photos/${photoId}/${size}.${format}`;

/** The derivative urls of a photo (keyed by size), pointed at the project's copy. */
function projectUrls(projectId: number, photo: ProjectPhotoCandidate): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [size, url] of Object.entries(photo.urls)) {
    if (!isDerivativeSize(size)) continue;
    const format = url.endsWith('.jpg') ? 'jpg' : 'webp';
    urls[size] = projectPhotoUrl(projectId, photo.id, size, format);
  }
  return urls;
}

export async function photosOfProject(
  deps: Pick<ServerDeps, 'db'>,
  caller: Caller,
  input: HandlerInput<'my/projects/{project_id}/photos'>,
): Promise<ActionOutput<'my/projects/{project_id}/photos'>> {
  const row = await projectPersonAccess(deps, caller, input.projectId);
  const ids = [...new Set(input.ids)];
  const photos = await readableProjectPhotos(deps.db, row, ids);
  return {
    photos: photos.map((photo) => ({
      id: photo.id,
      width: photo.width,
      height: photo.height,
      urls: projectUrls(row.id, photo),
    })),
  };
}

import type { Db } from '../../db/database';
import type { PhotoStatus } from '../../db/schema/photos';
import {
  addProjectPhotos,
  ownsLiveProject,
  trayPhotoIdsAmong,
} from '../../design/projects/projectTray.service';
import { type ProjectPhotoCandidate, photosAmong } from './projectPhotos.repo';

/*
 * The photos area's side of a project's tray; the tray itself is the projects area's table,
 * reached through its service.
 */

/** Whether `projectId` names a live project of `ownerId`. */
export const ownsProject = ownsLiveProject;

/**
 * Adds a photo to a project, only when the project belongs to the photo's owner: an upload
 * session names its project, and a session opened for someone else's project adds nothing.
 */
export async function addPhotoToOwnedProject(
  db: Db,
  ownerId: number,
  projectId: number,
  photoId: number,
  at: Date,
): Promise<void> {
  if (!(await ownsLiveProject(db, ownerId, projectId))) return;
  await addProjectPhotos(db, projectId, [photoId], at);
}

/**
 * Of `ids`, the photos in one of `statuses` (ready unless told) owned by one of `ownerIds` (the
 * project's people), each with whether it is in the project's tray.
 */
export async function projectPhotoCandidates(
  db: Db,
  projectId: number,
  ownerIds: readonly number[],
  ids: readonly number[],
  statuses: readonly PhotoStatus[] = ['ready'],
): Promise<ProjectPhotoCandidate[]> {
  const rows = await photosAmong(db, ownerIds, ids, statuses);
  const inTray = new Set(
    await trayPhotoIdsAmong(
      db,
      projectId,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) => ({ ...row, inProject: inTray.has(row.id) }));
}

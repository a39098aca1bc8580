import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { photos } from '../../db/schema/photos';
import { projectPhotos, projects } from '../../db/schema/projects';

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
  if (!(await ownsProject(db, ownerId, projectId))) return;
  await db.insert(projectPhotos).values({ projectId, photoId, addedAt: at }).onConflictDoNothing();
}

/** Whether `projectId` names a live project of `ownerId`. */
export async function ownsProject(db: Db, ownerId: number, projectId: number): Promise<boolean> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(eq(projects.id, projectId), eq(projects.ownerId, ownerId), isNull(projects.deletedAt)),
    );
  return project !== undefined;
}

/** A photo some project member owns, with whether it was added to the project's tray. */
export interface ProjectPhotoCandidate {
  id: number;
  ownerId: number;
  width: number;
  height: number;
  urls: Record<string, string>;
  inProject: boolean;
}

/**
 * Of `ids`, the ready photos owned by one of `ownerIds` (the project's people), each with
 * whether it is in the project's tray.
 */
export async function projectPhotoCandidates(
  db: Db,
  projectId: number,
  ownerIds: readonly number[],
  ids: readonly number[],
): Promise<ProjectPhotoCandidate[]> {
  if (ids.length === 0 || ownerIds.length === 0) return [];
  const rows = await db
    .select({
      id: photos.id,
      ownerId: photos.ownerId,
      width: photos.width,
      height: photos.height,
      urls: photos.urls,
      inProject: projectPhotos.photoId,
    })
    .from(photos)
    .leftJoin(
      projectPhotos,
      and(eq(projectPhotos.photoId, photos.id), eq(projectPhotos.projectId, projectId)),
    )
    .where(
      and(
        inArray(photos.id, [...ids]),
        inArray(photos.ownerId, [...ownerIds]),
        eq(photos.status, 'ready'),
      ),
    );
  return rows.map((row) => ({ ...row, inProject: row.inProject !== null }));
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
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

import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type PhotoStatus, photos } from '../../db/schema/photos';

/** A photo some project member owns, with whether it was added to the project's tray. */
export interface ProjectPhotoCandidate {
  id: number;
  ownerId: number;
  width: number;
  height: number;
  urls: Record<string, string>;
  inProject: boolean;
}

/** Of `ids`, the photos in one of `statuses` owned by one of `ownerIds` (the project's people). */
export async function photosAmong(
  db: Db,
  ownerIds: readonly number[],
  ids: readonly number[],
  statuses: readonly PhotoStatus[],
): Promise<Omit<ProjectPhotoCandidate, 'inProject'>[]> {
  if (ids.length === 0 || ownerIds.length === 0) return [];
  return db
    .select({
      id: photos.id,
      ownerId: photos.ownerId,
      width: photos.width,
      height: photos.height,
      urls: photos.urls,
    })
    .from(photos)
    .where(
      and(
        inArray(photos.id, [...ids]),
        inArray(photos.ownerId, [...ownerIds]),
        inArray(photos.status, [...statuses]),
      ),
    );
}

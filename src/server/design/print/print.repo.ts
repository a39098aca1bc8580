import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { photos } from '../../db/schema/photos';

/** The photo rows a print needs, by id (sizes, owner, where the original is). */
export async function photosByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(photos)
    .where(inArray(photos.id, [...ids]));
}

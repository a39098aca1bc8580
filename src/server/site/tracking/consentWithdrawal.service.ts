import type { Db, DbTx } from '../../db/database';
import { deleteEventsInCategories, type EventCategory, type Visitor } from './tracking.repo';

/*
 * Apart from tracking.service, which asks privacy what is consented to: privacy calls this one,
 * and one file holding both directions would be an import cycle.
 */

/**
 * Erases the stored events of the categories a visitor withdrew consent to. Which categories are
 * withdrawn is privacy's rule; the events are tracking's, so the erasing is done here, in the
 * caller's transaction when it passes one.
 */
export async function eraseWithdrawnEvents(
  db: Db | DbTx,
  visitor: Visitor,
  categories: EventCategory[],
): Promise<void> {
  if (categories.length === 0) return;
  await deleteEventsInCategories(db, visitor, categories);
}

import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { reviews } from '../../db/schema/reviews';

export type ReviewRow = typeof reviews.$inferSelect;

export async function pageOfReviews(
  db: Db,
  filter: { productTypeId?: number; rating?: number },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.productTypeId) conditions.push(eq(reviews.productTypeId, filter.productTypeId));
  if (filter.rating) conditions.push(eq(reviews.rating, filter.rating));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    // Newest first; the id breaks ties so a page never repeats or skips a review.
    .orderBy(desc(reviews.reviewedAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(reviews).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Reviews per star rating, for one product type or all. */
export async function ratingCounts(db: Db, productTypeId?: number) {
  return db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(productTypeId ? eq(reviews.productTypeId, productTypeId) : undefined)
    .groupBy(reviews.rating);
}

export async function insertReviews(db: Db, rows: (typeof reviews.$inferInsert)[]) {
  await db.insert(reviews).values(rows);
}

import type { ActionOutput } from '../../../shared/api/actionTable';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import * as repo from './reviews.repo';

type Summary = ActionOutput<'reviews'>['summary'];

const PER_PAGE = 10;

export async function reviewSummary(db: Db, productTypeId?: number): Promise<Summary> {
  const rows = await repo.ratingCounts(db, productTypeId);
  const histogram = [1, 2, 3, 4, 5].map((star) => rows.find((r) => r.rating === star)?.n ?? 0);
  const count = histogram.reduce((a, b) => a + b, 0);
  const sum = histogram.reduce((acc, n, i) => acc + n * (i + 1), 0);
  return { count, average: count ? Math.round((sum / count) * 10) / 10 : 0, histogram };
}

/** A page of reviews, newest first, with the summary of the product filter (not the rating one). */
export async function listReviews(
  db: Db,
  input: HandlerInput<'reviews'>,
): Promise<ActionOutput<'reviews'>> {
  const perPage = input.perPage ?? PER_PAGE;
  const page = input.page ?? 1;
  const { rows, total } = await repo.pageOfReviews(
    db,
    { productTypeId: input.productTypeId, rating: input.rating },
    { limit: perPage, offset: (page - 1) * perPage },
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      title: row.title,
      body: row.body,
      authorName: row.authorName,
      productTypeId: row.productTypeId,
      reviewedAt: row.reviewedAt.toISOString(),
      verifiedOrder: row.verifiedOrder,
    })),
    total,
    summary: await reviewSummary(db, input.productTypeId),
  };
}

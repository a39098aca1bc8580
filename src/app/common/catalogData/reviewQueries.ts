import { queryOptions } from '@tanstack/react-query';
import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import type { CallAction } from '../../navigation/pageModule';

export type ReviewsInput = ActionInput<'reviews'>;
export type ReviewsPage = ActionOutput<'reviews'>;
export type Review = ReviewsPage['items'][number];
export type ReviewSummary = ReviewsPage['summary'];

/** New reviews arrive a few a day; a visit can keep what it read. */
const REVIEWS_STALE_MS = 10 * 60_000;

export function reviewsQuery(call: CallAction, input: ReviewsInput) {
  return queryOptions({
    queryKey: ['reviews', input] as const,
    queryFn: () => call('reviews', input),
    staleTime: REVIEWS_STALE_MS,
  });
}

/** The rating of one product type (or the shop), for stars and structured data. */
export function reviewSummaryQuery(call: CallAction, productTypeId?: number) {
  return reviewsQuery(call, { ...(productTypeId ? { productTypeId } : {}), perPage: 1 });
}

import type { ReviewSummary } from '../../common/catalogData/reviewQueries';

/**
 * schema.org AggregateRating for a product's structured data, from the reviews store; nothing
 * when there are no reviews (search engines reject a rating of zero reviews).
 */
export function aggregateRating(summary: ReviewSummary | undefined): object | undefined {
  if (!summary || summary.count === 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: summary.average,
    reviewCount: summary.count,
    bestRating: 5,
    worstRating: 1,
  };
}

import { PRODUCT_TYPES } from '../../../shared/catalog/productTypes';
import { build } from '../../../shared/routes/build';
import type { ReviewsInput } from '../../common/catalogData/reviewQueries';
import type { MatchOf } from '../../navigation/useRouteMatch';

/*
 * The reviews list's filters and page live in the address (/l/customer-reviews?product=1&rating=5
 * &page=2), so back and forward, a reload and a shared link show the same reviews, and the server
 * renders them. These rules turn the address into the list's read and back.
 */

export const REVIEWS_PER_PAGE = 10;

/** The product types customers can review: every one but the home decor base type. */
export const REVIEWABLE_PRODUCT_TYPES = PRODUCT_TYPES.filter((type) => type.id !== 50);

export interface ReviewFilters {
  productTypeId?: number;
  rating?: number;
  page: number;
}

type ReviewsQuery = Partial<MatchOf<'customerReviews'>['query']>;

/**
 * The filters an address asks for. A product or rating the list has no choice for (an edited or
 * stale link) is dropped rather than sent: the reviews call would refuse it.
 */
export function reviewFiltersOf(query: ReviewsQuery): ReviewFilters {
  const { product, rating, page } = query;
  const known = REVIEWABLE_PRODUCT_TYPES.some((type) => type.id === product);
  return {
    ...(known ? { productTypeId: product } : {}),
    ...(rating !== undefined && rating >= 1 && rating <= 5 ? { rating } : {}),
    page: page !== undefined && Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The reviews call for a set of filters (page 1 left out, as the server's first render asks). */
export function reviewsInputOf(filters: ReviewFilters): ReviewsInput {
  return {
    ...(filters.productTypeId !== undefined ? { productTypeId: filters.productTypeId } : {}),
    ...(filters.rating !== undefined ? { rating: filters.rating } : {}),
    ...(filters.page > 1 ? { page: filters.page } : {}),
    perPage: REVIEWS_PER_PAGE,
  };
}

/** The address of a set of filters (a draft preview keeps its flag). */
export function reviewsHref(filters: ReviewFilters, preview = false): string {
  return build('customerReviews', {
    product: filters.productTypeId,
    rating: filters.rating,
    page: filters.page,
    preview,
  });
}

/**
 * The reviews call whose answer carries the shop's rating as a whole (the structured data every
 * address of the list states). The service's summary follows the product filter only, never the
 * rating or the page, so without a product the list's own call carries it (one read, not two);
 * with one, the shop-wide summary read (one review long) does.
 */
export function shopSummaryInputOf(filters: ReviewFilters): ReviewsInput {
  return filters.productTypeId === undefined ? reviewsInputOf(filters) : { perPage: 1 };
}

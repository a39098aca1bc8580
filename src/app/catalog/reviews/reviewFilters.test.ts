import { describe, expect, it } from 'vitest';
import { parse } from '../../../shared/routes/parse';
import { reviewFiltersOf, reviewsHref, reviewsInputOf, shopSummaryInputOf } from './reviewFilters';

const queryOf = (url: string) => {
  const match = parse(url);
  if (match.name !== 'customerReviews') throw new Error(`not the reviews list: ${url}`);
  return match.query;
};

describe('review filters in the address', () => {
  it('reads product, rating and page, and writes the same address back', () => {
    const filters = reviewFiltersOf(queryOf('/l/customer-reviews?product=20&rating=4&page=2'));
    expect(filters).toEqual({ productTypeId: 20, rating: 4, page: 2 });
    expect(reviewsInputOf(filters)).toEqual({ productTypeId: 20, rating: 4, page: 2, perPage: 10 });
    expect(reviewsHref(filters)).toBe('/l/customer-reviews?product=20&rating=4&page=2');
  });

  it('leaves defaults out: the bare path is the first page of every review', () => {
    const filters = reviewFiltersOf(queryOf('/l/customer-reviews'));
    expect(filters).toEqual({ page: 1 });
    expect(reviewsInputOf(filters)).toEqual({ perPage: 10 });
    expect(reviewsHref(filters)).toBe('/l/customer-reviews');
    expect(reviewsHref(filters, true)).toBe('/l/customer-reviews?_preview=true');
  });

  it('drops what the list offers no choice for, so the reviews call is never refused', () => {
    expect(reviewFiltersOf(queryOf('/l/customer-reviews?product=50&rating=9&page=0'))).toEqual({
      page: 1,
    });
    expect(reviewFiltersOf(queryOf('/l/customer-reviews?product=x&rating=-1&page=y'))).toEqual({
      page: 1,
    });
  });

  it("reads the shop's rating from the list's own call unless a product narrows it", () => {
    const rated = reviewFiltersOf(queryOf('/l/customer-reviews?rating=5&page=2'));
    expect(shopSummaryInputOf(rated)).toEqual(reviewsInputOf(rated));
    const narrowed = reviewFiltersOf(queryOf('/l/customer-reviews?product=20&page=2'));
    expect(shopSummaryInputOf(narrowed)).toEqual({ perPage: 1 });
  });
});

import type { QueryClient } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import { type ReviewSummary, reviewsQuery } from '../../common/catalogData/reviewQueries';
import {
  type ContentSource,
  ContentWithLivePart,
  contentPageQuery,
  prefetchSectionData,
} from '../../content';
import { useNavigate } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type MatchOf, type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { FilterSelect } from '../../ui/FilterSelect';
import styles from './CustomerReviewsPage.module.css';
import { ReviewCard } from './ReviewCard';
import {
  REVIEWABLE_PRODUCT_TYPES,
  REVIEWS_PER_PAGE,
  type ReviewFilters,
  reviewFiltersOf,
  reviewsHref,
  reviewsInputOf,
  shopSummaryInputOf,
} from './reviewFilters';
import { Stars } from './Stars';

const TITLE = 'Customer reviews';
const DESCRIPTION =
  'What customers say about their Printshop photo books, cards, calendars, prints and wall decor.';

/** Product filter choices: the product types customers can review ('all' first). */
const PRODUCT_OPTIONS = [
  { id: 'all', label: 'All products' },
  ...REVIEWABLE_PRODUCT_TYPES.map((type) => ({ id: String(type.id), label: type.name })),
];
const RATING_OPTIONS = [
  { id: 'all', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((stars) => ({
    id: String(stars),
    label: `${stars} star${stars > 1 ? 's' : ''}`,
  })),
];

type ReviewsMatch = MatchOf<'customerReviews'>;
const reviewsMatch = (match: RouteMatch) =>
  match.name === 'customerReviews' ? (match as ReviewsMatch) : undefined;

/** The page's words: the content store's landing page at the same path (a draft with _preview). */
function contentSource(match: ReviewsMatch | undefined): ContentSource {
  return match?.query.preview
    ? { call: 'landing_pages', path: 'customer-reviews', preview: true }
    : { call: 'landing_pages', path: 'customer-reviews' };
}

const filtersOf = (match: ReviewsMatch | undefined) => reviewFiltersOf(match?.query ?? {});

/** The entry, its sections' data and the reviews the address asks for: the HTML is complete. */
export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const reviews = reviewsMatch(match);
  await Promise.all([
    queryClient
      .fetchQuery(contentPageQuery(call, contentSource(reviews)))
      .then((page) => prefetchSectionData(queryClient, call, page)),
    queryClient.prefetchQuery(reviewsQuery(call, reviewsInputOf(filtersOf(reviews)))),
    // The shop's rating for the structured data: the same read as the list's unless a product
    // narrows the list (react-query runs a shared key once).
    queryClient.prefetchQuery(reviewsQuery(call, shopSummaryInputOf(filtersOf(reviews)))),
  ]);
}

const noCall: CallAction = () => Promise.reject(new Error('meta reads the cache only'));

export function meta({ match, queryClient, origin }: MetaContext): PageMeta {
  const reviews = reviewsMatch(match);
  const page = queryClient.getQueryData(contentPageQuery(noCall, contentSource(reviews)).queryKey);
  const filters = filtersOf(reviews);
  // The rating is the shop's as a whole, so every filtered and paged address states the same one.
  const summary = queryClient.getQueryData(
    reviewsQuery(noCall, shopSummaryInputOf(filters)).queryKey,
  )?.summary;
  return {
    title: page?.title ?? TITLE,
    description: page?.description ?? DESCRIPTION,
    // As the search page does: each address is its own page, written the canonical way (known
    // filters only, defaults and the preview flag left out). A page 2 or a 5-star list shows
    // other reviews than the bare list, so pointing it at the bare list would hide them.
    canonical: reviewsHref(filters),
    ...(page?.draft ? { robots: 'noindex' } : {}),
    structuredData: summary?.count
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: 'Printshop',
            url: origin || undefined,
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: summary.average,
              reviewCount: summary.count,
              bestRating: 5,
              worstRating: 1,
            },
          },
        ]
      : [],
  };
}

function SummaryBar({ summary }: { summary: ReviewSummary }) {
  return (
    <div className={styles.summary}>
      <p className={styles.score}>
        <span className={styles.average}>{summary.average.toFixed(1)}</span>
        <Stars rating={summary.average} size="lg" />
        <span className={styles.count}>
          {summary.count} review{summary.count === 1 ? '' : 's'}
        </span>
      </p>
      <ul className={styles.histogram} aria-label="Reviews by rating">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.histogram[stars - 1] ?? 0;
          const share = summary.count ? (n / summary.count) * 100 : 0;
          return (
            <li key={stars} className={styles.bar}>
              <span>{stars}★</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${share}%` }} />
              </span>
              <span className={styles.barCount}>
                {n}
                <span className="visually-hidden"> with {stars} stars</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * /l/customer-reviews: the content store's page (hero, traits, call to action) around every
 * review, newest first, filtered by product and rating, ten a page, as the address says. The list
 * goes where the entry's `customer-reviews-list` component section puts it (after its intro).
 */
export default function CustomerReviewsPage() {
  const api = useApi();
  const match = reviewsMatch(useRouteMatch());
  const content = useQuery(contentPageQuery(api.call, contentSource(match)));
  // Shown for a moment on client navigation only; a spinner would flash.
  if (content.isPending) return null;
  return (
    <ContentWithLivePart
      page={content.data}
      fallbackTitle={TITLE}
      parts={{ 'customer-reviews-list': <ReviewsList match={match} /> }}
    />
  );
}

/** The live list: its filters and page are the address's, and choosing one navigates. */
function ReviewsList({ match }: { match: ReviewsMatch | undefined }) {
  const api = useApi();
  const navigate = useNavigate();
  const filters = filtersOf(match);
  const preview = match?.query.preview ?? false;
  const { page } = filters;
  const reviews = useQuery({
    ...reviewsQuery(api.call, reviewsInputOf(filters)),
    placeholderData: keepPreviousData,
  });
  const data = reviews.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / REVIEWS_PER_PAGE)) : 1;
  // A new filter starts again at page 1; the scroll stays where the visitor is working.
  const go = (next: ReviewFilters) =>
    navigate(reviewsHref(next, preview), { preventScrollReset: true });
  const choose = (key: 'productTypeId' | 'rating') => (value: string) => {
    const { [key]: _, ...others } = filters;
    go({ ...others, ...(value === 'all' ? {} : { [key]: Number(value) }), page: 1 });
  };
  return (
    <Container className={styles.page}>
      {data ? <SummaryBar summary={data.summary} /> : null}
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">Filter reviews</legend>
        <FilterSelect
          label="Product"
          options={PRODUCT_OPTIONS}
          value={String(filters.productTypeId ?? 'all')}
          onChange={choose('productTypeId')}
        />
        <FilterSelect
          label="Rating"
          options={RATING_OPTIONS}
          value={String(filters.rating ?? 'all')}
          onChange={choose('rating')}
        />
      </fieldset>
      <p className={styles.status} role="status">
        {/* The previous list stays while the next loads, but its count would not be true. */}
        {data && !reviews.isPlaceholderData
          ? data.total === 0
            ? 'No reviews match these filters yet.'
            : `Showing ${(page - 1) * REVIEWS_PER_PAGE + 1}–${Math.min(page * REVIEWS_PER_PAGE, data.total)} of ${data.total} reviews`
          : reviews.isError
            ? 'The reviews could not be loaded. Please try again.'
            : 'Loading reviews…'}
      </p>
      <ol className={styles.list} aria-busy={reviews.isFetching}>
        {data?.items.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav className={styles.pagination} aria-label="Review pages">
          <Button
            variant="secondary"
            isDisabled={page <= 1}
            onPress={() => go({ ...filters, page: page - 1 })}
          >
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            variant="secondary"
            isDisabled={page >= pages}
            onPress={() => go({ ...filters, page: page + 1 })}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </Container>
  );
}

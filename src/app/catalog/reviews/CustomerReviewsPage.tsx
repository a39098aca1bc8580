import type { QueryClient } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PRODUCT_TYPES } from '../../../shared/catalog/productTypes';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import type { CallAction, MetaContext, PageMeta } from '../../routing/pageModule';
import type { RouteMatch } from '../../routing/useRouteMatch';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import styles from './CustomerReviewsPage.module.css';
import { FilterSelect } from './FilterSelect';
import { ReviewCard } from './ReviewCard';
import { type ReviewSummary, type ReviewsInput, reviewsQuery } from './reviewQueries';
import { Stars } from './Stars';

const PATH = build('customerReviews');
const TITLE = 'Customer reviews';
const DESCRIPTION =
  'What customers say about their Printshop photo books, cards, calendars, prints and wall decor.';
export const REVIEWS_PER_PAGE = 10;

/** Product filter choices: the product types customers can review ('all' first). */
const PRODUCT_OPTIONS = [
  { id: 'all', label: 'All products' },
  ...PRODUCT_TYPES.filter((type) => type.id !== 50).map((type) => ({
    id: String(type.id),
    label: type.name,
  })),
];
const RATING_OPTIONS = [
  { id: 'all', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((stars) => ({
    id: String(stars),
    label: `${stars} star${stars > 1 ? 's' : ''}`,
  })),
];

const FIRST_PAGE: ReviewsInput = { perPage: REVIEWS_PER_PAGE };

export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await queryClient.prefetchQuery(reviewsQuery(call, FIRST_PAGE));
}

const noCall: CallAction = () => Promise.reject(new Error('meta reads the cache only'));

export function meta({ queryClient, origin }: MetaContext): PageMeta {
  const summary = queryClient.getQueryData(reviewsQuery(noCall, FIRST_PAGE).queryKey)?.summary;
  return {
    title: TITLE,
    description: DESCRIPTION,
    canonical: PATH,
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

/** /l/customer-reviews: every review, newest first, filtered by product and rating, ten a page. */
export default function CustomerReviewsPage() {
  const api = useApi();
  const [product, setProduct] = useState('all');
  const [rating, setRating] = useState('all');
  const [page, setPage] = useState(1);
  const input: ReviewsInput = {
    ...(product === 'all' ? {} : { productTypeId: Number(product) }),
    ...(rating === 'all' ? {} : { rating: Number(rating) }),
    ...(page > 1 ? { page } : {}),
    perPage: REVIEWS_PER_PAGE,
  };
  const reviews = useQuery({ ...reviewsQuery(api.call, input), placeholderData: keepPreviousData });
  const data = reviews.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / REVIEWS_PER_PAGE)) : 1;
  const choose = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  return (
    <Container className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Reviews</p>
        <h1>{TITLE}</h1>
        <p className={styles.lead}>
          Real words from people who printed with us. Reviews marked “Verified order” come from
          customers who bought the product they review.
        </p>
      </header>
      {data ? <SummaryBar summary={data.summary} /> : null}
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">Filter reviews</legend>
        <FilterSelect
          label="Product"
          options={PRODUCT_OPTIONS}
          value={product}
          onChange={choose(setProduct)}
        />
        <FilterSelect
          label="Rating"
          options={RATING_OPTIONS}
          value={rating}
          onChange={choose(setRating)}
        />
      </fieldset>
      <p className={styles.status} role="status">
        {data
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
          <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="secondary" isDisabled={page >= pages} onPress={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </Container>
  );
}

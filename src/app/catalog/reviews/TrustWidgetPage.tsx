import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trustWidgetTemplateByKey } from '../../../shared/catalog/trustWidget';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { type ReviewsInput, reviewsQuery } from '../../common/catalogData/reviewQueries';
import type { CallAction, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { ReviewCard } from './ReviewCard';
import { Stars } from './Stars';
import styles from './TrustWidgetPage.module.css';

/* /~/trust-pilot-widget: the rating badge other sites embed in an iframe (the server lets any
   site frame this one page). compact=true shows the score only; template picks a slider (one
   review at a time) or a carousel (a scrolling row). The shop-wide summary comes with the page
   of five-star reviews, so one call fills the widget. */

const WIDGET_REVIEWS: ReviewsInput = { rating: 5, perPage: 8 };
const REVIEWS_HREF = build('customerReviews');

export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await queryClient.prefetchQuery(reviewsQuery(call, WIDGET_REVIEWS));
}

export function meta(): PageMeta {
  return { title: 'Customer rating', canonical: null, robots: 'noindex' };
}

function Slider({ reviews }: { reviews: Parameters<typeof ReviewCard>[0]['review'][] }) {
  const [index, setIndex] = useState(0);
  const review = reviews[index];
  if (!review) return null;
  const go = (step: number) => setIndex((index + step + reviews.length) % reviews.length);
  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label="Recent reviews">
      <button
        type="button"
        className={styles.arrow}
        onClick={() => go(-1)}
        aria-label="Previous review"
      >
        ‹
      </button>
      <div className={styles.slide} aria-live="polite">
        <span className="visually-hidden">
          Review {index + 1} of {reviews.length}
        </span>
        <ReviewCard review={review} clamp />
      </div>
      <button type="button" className={styles.arrow} onClick={() => go(1)} aria-label="Next review">
        ›
      </button>
    </section>
  );
}

export default function TrustWidgetPage() {
  const match = useRouteMatch('trustPilotWidget');
  const compact = match?.query.compact === true;
  const template =
    trustWidgetTemplateByKey(match?.query.template ?? 'slider') ??
    trustWidgetTemplateByKey('slider');
  const { data } = useQuery(reviewsQuery(useApi().call, WIDGET_REVIEWS));
  if (!data) return null;
  const { summary, items } = data;
  return (
    <div
      className={styles.widget}
      data-compact={compact || undefined}
      data-template-id={template?.id}
    >
      <a className={styles.badge} href={REVIEWS_HREF} target="_blank" rel="noopener">
        <span className={styles.word}>{summary.average >= 4.5 ? 'Excellent' : 'Great'}</span>
        <Stars rating={summary.average} size={compact ? 'md' : 'lg'} />
        <span className={styles.detail}>
          <strong>{summary.average.toFixed(1)}</strong> out of 5 · {summary.count} reviews
        </span>
      </a>
      {compact ? null : template?.key === 'carousel' ? (
        <ul className={styles.carousel} aria-label="Recent reviews">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} clamp />
            </li>
          ))}
        </ul>
      ) : (
        <Slider reviews={items} />
      )}
    </div>
  );
}

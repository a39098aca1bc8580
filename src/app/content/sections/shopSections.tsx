import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { estimateDelivery, SHIPPING_OPTIONS } from '../../../shared/catalog/deliveryEstimate';
import { formatDate } from '../../../shared/format/dates';
import { groupThousands } from '../../../shared/format/money';
import { useApi } from '../../apiContext';
import { reviewsQuery } from '../../common/catalogData/reviewQueries';
import { Container } from '../../ui/Container';
import { ContentLink } from '../ContentLink';
import { trustRatingInput } from '../contentQueries';
import styles from './blocks.module.css';
import type { SectionProps } from './sectionProps';
import base from './sections.module.css';

/* Sections about buying: offers, shipping and what other customers say. */

const dateText = (iso: string, withWeekday = false) =>
  formatDate(iso, withWeekday ? 'weekdayMonthDay' : 'monthDay');

export function CouponsSection({ section }: SectionProps<'coupons'>) {
  return (
    <section className={base.section}>
      <Container>
        <h2>{section.title}</h2>
        <ul className={styles.coupons}>
          {section.items.map((coupon) => (
            <li key={coupon.code} className={styles.coupon}>
              <h3>{coupon.title}</h3>
              <p>{coupon.text}</p>
              <p className={styles.couponCode}>
                <span className={styles.visuallyHidden}>Code: </span>
                {coupon.code}
              </p>
              {coupon.endsOn ? (
                <p className={styles.muted}>Ends {dateText(coupon.endsOn)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function CouponDetailsSection({ section }: SectionProps<'coupon-details'>) {
  return (
    <section className={base.section}>
      <Container>
        <div className={styles.couponDetails}>
          <p className={styles.couponCode}>{section.code}</p>
          <div>
            <h2>{section.title}</h2>
            <ul>
              {section.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}

// The checkout's own options, so the page promises what the cart will.
const STANDARD = SHIPPING_OPTIONS[0];
const EXPRESS = SHIPPING_OPTIONS[2];

/**
 * Delivery dates per product from the shared estimate. The server renders today's dates; the
 * browser recomputes after hydration, so a page cached overnight still shows current dates.
 */
export function ShippingEstimatorSection({ section }: SectionProps<'shipping-estimator'>) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => setNow(new Date()), []);
  return (
    <section className={base.section}>
      <Container>
        <div className={styles.estimator}>
          <h2>{section.title}</h2>
          {section.text ? <p>{section.text}</p> : null}
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Standard</th>
                <th scope="col">Express</th>
              </tr>
            </thead>
            <tbody>
              {section.products.map((product) => {
                const standard = estimateDelivery(now, product.productionDays, STANDARD);
                const express = estimateDelivery(now, product.productionDays, EXPRESS);
                return (
                  <tr key={product.label}>
                    <th scope="row">{product.label}</th>
                    <td>
                      <time dateTime={standard.arrivesBy} suppressHydrationWarning>
                        {dateText(standard.arrivesBy, true)}
                      </time>
                    </td>
                    <td>
                      <time dateTime={express.arrivesBy} suppressHydrationWarning>
                        {dateText(express.arrivesBy, true)}
                      </time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className={styles.muted}>
            Orders placed before noon Pacific time start production the same business day.
          </p>
        </div>
      </Container>
    </section>
  );
}

export function ShippingGuidelinesSection({ section }: SectionProps<'shipping-guidelines'>) {
  return (
    <section className={base.section}>
      <Container>
        <h2>{section.title}</h2>
        <dl className={styles.guidelines}>
          {section.items.map((item) => (
            <div key={item.title}>
              <dt>{item.title}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

export function ShippingPricingSection({ section }: SectionProps<'shipping-pricing'>) {
  return (
    <section className={base.section}>
      <Container>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{section.title}</caption>
            <thead>
              <tr>
                <th scope="col">Option</th>
                <th scope="col">Time</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.method}>
                  <th scope="row">{row.method}</th>
                  <td>{row.transit}</td>
                  <td>{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {section.note ? <p className={styles.muted}>{section.note}</p> : null}
      </Container>
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(full)}
      <span className={styles.starsOff}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}

/**
 * The trust rating: the score, the number of reviews and a few recent five-star reviews, read
 * from the reviews store (the page's prefetch puts them in the server's HTML). Until the store
 * answers, or when it has none, the section keeps its heading and link only.
 */
export function TrustRatingSection({ section }: SectionProps<'trust-rating'>) {
  const api = useApi();
  const { data } = useQuery(reviewsQuery(api.call, trustRatingInput(section)));
  const summary = data?.summary;
  return (
    <section className={`${base.section} ${styles.band}`}>
      <Container>
        <div className={styles.trustHead}>
          <h2>{section.title}</h2>
          {summary && summary.count > 0 ? (
            <p>
              <Stars rating={summary.average} /> <strong>{summary.average.toFixed(1)}</strong>{' '}
              {`from ${groupThousands(summary.count)} review${summary.count === 1 ? '' : 's'}`}
            </p>
          ) : null}
        </div>
        {data && data.items.length > 0 ? (
          <ul className={styles.reviews}>
            {data.items.map((review) => (
              <li key={review.id}>
                <figure>
                  <Stars rating={review.rating} />
                  <blockquote>
                    <p>{review.body}</p>
                  </blockquote>
                  <figcaption>
                    {review.authorName}
                    {review.verifiedOrder ? ' · Verified order' : ''}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : null}
        {section.link ? (
          <p className={styles.more}>
            <ContentLink href={section.link.href}>{section.link.label}</ContentLink>
          </p>
        ) : null}
      </Container>
    </section>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { formatCents } from '../../../shared/catalog/money';
import styles from './ThemeProductPage.module.css';

/** The chosen size's delivery options: when each arrives and what it costs. */
export function ThemeDelivery({
  delivery,
}: {
  delivery: UseQueryResult<ActionOutput<'delivery_estimates/calculate'>>;
}) {
  return (
    <section className={styles.delivery} aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className={styles.sectionHeading}>
        Delivery
      </h2>
      {delivery.data ? (
        <ul className={styles.estimates}>
          {delivery.data.estimates.map((estimate) => (
            <li key={estimate.shippingOptionId}>
              <strong>{estimate.name}</strong>{' '}
              {estimate.arrivesBy
                ? `arrives by ${formatArrival(estimate.arrivesBy)}`
                : `${estimate.minDays}–${estimate.maxDays} business days`}{' '}
              <span className={styles.each}>
                {estimate.priceCents === 0 ? 'Free' : formatCents(estimate.priceCents)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{delivery.isError ? 'Delivery dates are not available right now.' : '\u00a0'}</p>
      )}
    </section>
  );
}

/** '2026-11-30' → 'Mon, Nov 30' in a fixed locale and UTC, so server and browser agree. */
function formatArrival(date: string): string {
  const parsed = new Date(date.length === 10 ? `${date}T12:00:00Z` : date);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

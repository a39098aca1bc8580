import type { UseQueryResult } from '@tanstack/react-query';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { formatDate } from '../../../shared/format/dates';
import { formatCents } from '../../../shared/format/money';
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

/** '2026-11-30' → 'Mon, Nov 30'; what is no date is shown as it came. */
function formatArrival(date: string): string {
  return formatDate(date, 'weekdayMonthDay') || date;
}

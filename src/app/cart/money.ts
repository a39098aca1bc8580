/** Dates as the cart, checkout and orders write them; fixed locale and zone so the server render
 * and the browser agree. Money is `formatCents` (shared/catalog/money). */

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Tue, Dec 1" for a delivery date (a calendar date, so read in UTC). */
export function formatDeliveryDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

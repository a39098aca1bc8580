/*
 * Money as people read it. Amounts are integer cents everywhere (design.md convention 3); this is
 * the one place they become text. Fixed locale so the server render and the browser agree.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1999 → '$19.99'. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** The price as schema.org Offer wants it: '19.99'. */
export function offerPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

export const OFFER_CURRENCY = 'USD';

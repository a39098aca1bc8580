/*
 * Money as people read it. Amounts are integer cents everywhere (design.md convention 3); this is
 * the one place they become text. Written out by hand rather than with Intl.NumberFormat: the
 * first Intl formatter a page creates loads ICU data, ~27 ms of a phone's main thread while the
 * storefront hydrates (~110 ms at Lighthouse's 4x CPU), for a format that never changes. The output
 * is en-US currency, the same on the server and in every browser.
 */

/** 1234567 → '1,234,567'. */
export function groupThousands(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}

/** 1999 → '$19.99'; -500 → '-$5.00'. */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const text = `$${groupThousands(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
  return cents < 0 && whole !== 0 ? `-${text}` : text;
}

/** The price as schema.org Offer wants it: '19.20'. */
export function offerPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

export const OFFER_CURRENCY = 'USD';

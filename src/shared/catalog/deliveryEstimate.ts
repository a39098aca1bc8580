import { HOUR_MS, pacificOffsetHours } from './time';

/**
 * Shipping options and their transit times in business days. The spec names no options; these
 * are our choice, ids stable because clients send them back as shippingOptionId.
 */
export const SHIPPING_OPTIONS = [
  { id: 1, name: 'Standard', minDays: 5, maxDays: 8, priceCents: 799 },
  { id: 2, name: 'Expedited', minDays: 3, maxDays: 4, priceCents: 1499 },
  { id: 3, name: 'Express', minDays: 1, maxDays: 2, priceCents: 2499 },
] as const;

export type ShippingOption = (typeof SHIPPING_OPTIONS)[number];

/** Orders placed at or after noon Pacific time start production the next business day. */
export const ORDER_CUTOFF_HOUR_PACIFIC = 12;

/** A calendar day, as a UTC-midnight Date so day arithmetic never meets a clock change. */
function dayOf(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day));
}

function isWeekend(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday === 0 || weekday === 6;
}

function nextBusinessDay(day: Date): Date {
  let next = dayOf(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
  while (isWeekend(next))
    next = dayOf(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate() + 1);
  return next;
}

/** The business day n business days after `day` (n = 0 is the day itself). */
export function addBusinessDays(day: Date, n: number): Date {
  let result = day;
  for (let i = 0; i < n; i++) result = nextBusinessDay(result);
  return result;
}

/**
 * The first business day of production for an order placed at `orderedAt`: the Pacific calendar
 * day if it is a weekday before the cut-off, else the next business day.
 */
export function productionStartDay(orderedAt: Date): Date {
  const pacific = new Date(orderedAt.getTime() + pacificOffsetHours(orderedAt) * HOUR_MS);
  const today = dayOf(pacific.getUTCFullYear(), pacific.getUTCMonth(), pacific.getUTCDate());
  if (isWeekend(today) || pacific.getUTCHours() >= ORDER_CUTOFF_HOUR_PACIFIC) {
    return nextBusinessDay(today);
  }
  return today;
}

export interface DeliveryEstimate {
  shippingOptionId: number;
  name: string;
  minDays: number;
  maxDays: number;
  priceCents: number;
  /** YYYY-MM-DD, the latest expected delivery day. */
  arrivesBy: string;
}

/**
 * Business days from order to delivery: production then transit. The production start day counts
 * as the first production day, so production ends productionDays - 1 business days after it.
 */
export function estimateDelivery(
  orderedAt: Date,
  productionDays: number,
  option: ShippingOption,
): DeliveryEstimate {
  const start = productionStartDay(orderedAt);
  const shipped = addBusinessDays(start, Math.max(productionDays - 1, 0));
  const arrives = addBusinessDays(shipped, option.maxDays);
  return {
    shippingOptionId: option.id,
    name: option.name,
    minDays: productionDays + option.minDays,
    maxDays: productionDays + option.maxDays,
    priceCents: option.priceCents,
    arrivesBy: arrives.toISOString().slice(0, 10),
  };
}

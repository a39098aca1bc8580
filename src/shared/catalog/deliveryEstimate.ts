import { DAY_MS, HOUR_MS, pacificOffsetHours } from './time';

/*
 * A delivery estimate from production days and carrier days, counted in business days from the
 * Pacific calendar day of the order (spec §9: Pacific is UTC-7 in daylight saving, -8 otherwise).
 * Orders at or after the noon cut-off start production the next business day. Pure, so the
 * content pages' shipping estimator and the server agree on the dates.
 */

/** Orders placed at or after this hour, Pacific time, start the next business day. */
export const PACIFIC_CUTOFF_HOUR = 12;

/** Carrier transit times in business days (the shop's three shipping options). */
export const CARRIER_DAYS = {
  standard: { min: 5, max: 8 },
  expedited: { min: 3, max: 4 },
  express: { min: 1, max: 2 },
} as const;

export type CarrierSpeed = keyof typeof CARRIER_DAYS;

export interface DeliveryEstimate {
  /** The day production starts (YYYY-MM-DD). */
  startsOn: string;
  /** The day the order leaves the studio. */
  shipsOn: string;
  /** The first and last day it may arrive. */
  arrivesFrom: string;
  arrivesBy: string;
}

function isWeekend(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The business day n business days after `day` (n = 0: the day itself). */
function addBusinessDays(day: Date, n: number): Date {
  let result = day;
  for (let i = 0; i < n; i++) {
    result = new Date(result.getTime() + DAY_MS);
    while (isWeekend(result)) result = new Date(result.getTime() + DAY_MS);
  }
  return result;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** The first production day of an order placed at `orderedAt`. */
export function productionStart(orderedAt: Date): Date {
  const pacific = new Date(orderedAt.getTime() + pacificOffsetHours(orderedAt) * HOUR_MS);
  const today = new Date(
    Date.UTC(pacific.getUTCFullYear(), pacific.getUTCMonth(), pacific.getUTCDate()),
  );
  const late = pacific.getUTCHours() >= PACIFIC_CUTOFF_HOUR;
  return isWeekend(today) || late ? addBusinessDays(today, 1) : today;
}

export function deliveryEstimate(input: {
  orderedAt: Date;
  productionDays: number;
  speed: CarrierSpeed;
}): DeliveryEstimate {
  const start = productionStart(input.orderedAt);
  const ships = addBusinessDays(start, Math.max(0, input.productionDays));
  const carrier = CARRIER_DAYS[input.speed];
  return {
    startsOn: isoDay(start),
    shipsOn: isoDay(ships),
    arrivesFrom: isoDay(addBusinessDays(ships, carrier.min)),
    arrivesBy: isoDay(addBusinessDays(ships, carrier.max)),
  };
}

/** Business time constants of spec §9: a month is 30 days, a year 365. */
export const MONTH_DAYS = 30;
export const YEAR_DAYS = 365;

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const MONTH_MS = MONTH_DAYS * DAY_MS;
export const YEAR_MS = YEAR_DAYS * DAY_MS;

export const secondsToMs = (seconds: number) => seconds * SECOND_MS;
export const minutesToMs = (minutes: number) => minutes * MINUTE_MS;
export const hoursToMs = (hours: number) => hours * HOUR_MS;
export const daysToMs = (days: number) => days * DAY_MS;

export const PACIFIC_STANDARD_OFFSET_HOURS = -8;
export const PACIFIC_DAYLIGHT_OFFSET_HOURS = -7;

/** Day of the month of the nth Sunday of a month (month 0-based, as Date counts them). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const firstSunday = 1 + ((7 - firstWeekday) % 7);
  return firstSunday + 7 * (n - 1);
}

/**
 * The instants US daylight saving starts and ends in a year, for the Pacific zone: 2:00 local
 * standard time on the second Sunday of March (10:00 UTC) and 2:00 local daylight time on the
 * first Sunday of November (09:00 UTC). The rule in force since 2007 is applied to every year.
 */
export function pacificDaylightSaving(year: number): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(year, 2, nthSunday(year, 2, 2), 2 - PACIFIC_STANDARD_OFFSET_HOURS)),
    end: new Date(Date.UTC(year, 10, nthSunday(year, 10, 1), 2 - PACIFIC_DAYLIGHT_OFFSET_HOURS)),
  };
}

/** Pacific time offset from UTC in hours at an instant (spec §9): -7 in daylight saving, else -8. */
export function pacificOffsetHours(date: Date): number {
  // Daylight saving never spans a new year, so the UTC year is the Pacific year wherever it matters.
  const { start, end } = pacificDaylightSaving(date.getUTCFullYear());
  const t = date.getTime();
  return t >= start.getTime() && t < end.getTime()
    ? PACIFIC_DAYLIGHT_OFFSET_HOURS
    : PACIFIC_STANDARD_OFFSET_HOURS;
}

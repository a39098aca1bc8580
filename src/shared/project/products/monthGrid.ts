/*
 * The date grid of one real month, weeks starting on Sunday as US wall calendars do. Pure date
 * arithmetic in UTC so the grid never shifts with the viewer's time zone.
 */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Weeks of the month, each seven cells: the day of the month, or null outside it. */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = daysInMonth(year, month);
  const cells: (number | null)[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The twelve (year, month) pairs from a 'YYYY-MM' start. */
export function twelveMonths(start: string): { year: number; month: number }[] {
  const [year, month] = start.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const index = month - 1 + i;
    return { year: year + Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/**
 * The years a calendar from `start` covers, as its cover prints them: "2027" for January to
 * December, "2027–2028" (en dash) for a calendar that starts in any other month.
 */
export function calendarYearsLabel(start: string): string {
  const months = twelveMonths(start);
  const first = months[0]!.year;
  const last = months[months.length - 1]!.year;
  return first === last ? String(first) : `${first}\u2013${last}`;
}

/** The month after `today`, as 'YYYY-MM': what a new calendar starts on by default. */
export function nextMonthYear(today: Date): string {
  const index = today.getUTCMonth() + 1;
  const year = today.getUTCFullYear() + Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
}

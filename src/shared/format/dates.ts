/*
 * Dates as people read them: the one place a date becomes text, on the server and in the browser.
 * The locale is fixed (en-US) and the zone is UTC unless a caller asks for the reader's own, so the
 * server's HTML and the browser's render agree. Each formatter is made on its first use: the first
 * Intl formatter a page creates loads ICU data (see money.ts), which a page that shows no date
 * never pays for.
 */

const STYLES = {
  /** Tue, Dec 1 */
  weekdayMonthDay: { weekday: 'short', month: 'short', day: 'numeric' },
  /** Dec 1 */
  monthDay: { month: 'short', day: 'numeric' },
  /** December 1 */
  longMonthDay: { month: 'long', day: 'numeric' },
  /** Dec 1, 2026 */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** December 1, 2026 */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  /** 12/1/2026 */
  numeric: { month: 'numeric', day: 'numeric', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;
/** UTC for what the server renders too; `local` for an instant the reader sees in their own zone. */
export type DateZone = 'UTC' | 'local';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO calendar date ('2026-12-01') or instant ('2026-12-01T09:30:00Z') as a Date, or undefined
 * when the text is neither. A calendar date is read at noon UTC, so that it falls on the same day
 * in every zone from UTC-12 to UTC+11.
 */
export function readDate(iso: string): Date | undefined {
  const date = new Date(CALENDAR_DATE.test(iso) ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, zone: DateZone): Intl.DateTimeFormat {
  const key = `${style} ${zone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      ...STYLES[style],
      ...(zone === 'UTC' ? { timeZone: 'UTC' } : {}),
    });
    formatters.set(key, made);
  }
  return made;
}

/** `iso` in the given style ('' when it is no date): formatDate('2026-12-01', 'medium') → 'Dec 1, 2026'. */
export function formatDate(iso: string, style: DateStyle, zone: DateZone = 'UTC'): string {
  const date = readDate(iso);
  return date ? formatter(style, zone).format(date) : '';
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  daysToMs,
  HOUR_MS,
  hoursToMs,
  MINUTE_MS,
  MONTH_DAYS,
  MONTH_MS,
  minutesToMs,
  pacificDaylightSaving,
  pacificOffsetHours,
  SECOND_MS,
  secondsToMs,
  YEAR_DAYS,
  YEAR_MS,
} from './time';

describe('time constants (spec §9)', () => {
  it('counts a month as 30 days and a year as 365', () => {
    expect(MONTH_DAYS).toBe(30);
    expect(YEAR_DAYS).toBe(365);
    expect(MONTH_MS).toBe(30 * 86_400_000);
    expect(YEAR_MS).toBe(365 * 86_400_000);
  });

  it('converts units to milliseconds', () => {
    expect([SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS]).toEqual([1000, 60_000, 3_600_000, 86_400_000]);
    expect(secondsToMs(120)).toBe(120_000);
    expect(minutesToMs(2)).toBe(120_000);
    expect(hoursToMs(1.5)).toBe(5_400_000);
    expect(daysToMs(2)).toBe(172_800_000);
  });
});

describe('pacificDaylightSaving', () => {
  it('starts on the second Sunday of March and ends on the first Sunday of November', () => {
    expect(pacificDaylightSaving(2024)).toEqual({
      start: new Date('2024-03-10T10:00:00Z'),
      end: new Date('2024-11-03T09:00:00Z'),
    });
    expect(pacificDaylightSaving(2025)).toEqual({
      start: new Date('2025-03-09T10:00:00Z'),
      end: new Date('2025-11-02T09:00:00Z'),
    });
    // March 1 2026 is a Sunday: the second Sunday is the 8th. November 1 2026 is a Sunday.
    expect(pacificDaylightSaving(2026)).toEqual({
      start: new Date('2026-03-08T10:00:00Z'),
      end: new Date('2026-11-01T09:00:00Z'),
    });
    // March 14 2021 is the latest possible start; November 7 2021 the latest end.
    expect(pacificDaylightSaving(2021)).toEqual({
      start: new Date('2021-03-14T10:00:00Z'),
      end: new Date('2021-11-07T09:00:00Z'),
    });
  });

  it('always falls on a Sunday in the right week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2007, max: 2200 }), (year) => {
        const { start, end } = pacificDaylightSaving(year);
        expect(start.getUTCDay()).toBe(0);
        expect(end.getUTCDay()).toBe(0);
        expect(start.getUTCDate()).toBeGreaterThanOrEqual(8);
        expect(start.getUTCDate()).toBeLessThanOrEqual(14);
        expect(end.getUTCDate()).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe('pacificOffsetHours (spec §9)', () => {
  const at = (iso: string) => pacificOffsetHours(new Date(iso));

  it('is -8 in winter and -7 in summer', () => {
    expect(at('2024-01-15T12:00:00Z')).toBe(-8);
    expect(at('2024-07-04T12:00:00Z')).toBe(-7);
    expect(at('2024-12-31T23:59:59Z')).toBe(-8);
    expect(at('2025-01-01T00:00:00Z')).toBe(-8);
  });

  it('switches to daylight saving at 2:00 PST on the second Sunday of March', () => {
    expect(at('2024-03-10T09:59:59.999Z')).toBe(-8); // 01:59:59 PST
    expect(at('2024-03-10T10:00:00Z')).toBe(-7); // 03:00 PDT
    expect(at('2024-03-09T12:00:00Z')).toBe(-8);
    expect(at('2024-03-03T12:00:00Z')).toBe(-8); // first Sunday: not yet
  });

  it('switches back at 2:00 PDT on the first Sunday of November', () => {
    expect(at('2024-11-03T08:59:59.999Z')).toBe(-7); // 01:59:59 PDT
    expect(at('2024-11-03T09:00:00Z')).toBe(-8); // 01:00 PST
    expect(at('2024-11-02T12:00:00Z')).toBe(-7);
    expect(at('2024-11-10T12:00:00Z')).toBe(-8);
  });
});

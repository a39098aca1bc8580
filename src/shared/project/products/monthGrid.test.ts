import { describe, expect, it } from 'vitest';
import {
  calendarYearsLabel,
  daysInMonth,
  monthGrid,
  nextMonthYear,
  twelveMonths,
} from './monthGrid';

describe('monthGrid', () => {
  it('lays out real months from their first weekday', () => {
    // 1 February 2026 is a Sunday; February 2026 fills exactly four weeks.
    expect(monthGrid(2026, 2)).toHaveLength(4);
    expect(monthGrid(2026, 2)[0]?.[0]).toBe(1);
    // 1 March 2026 is a Sunday too; 1 August 2026 a Saturday, so August needs six rows.
    const august = monthGrid(2026, 8);
    expect(august[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(august).toHaveLength(6);
    expect(august.flat().filter((d) => d !== null)).toHaveLength(31);
  });

  it('knows leap years', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it('runs twelve months across a year end', () => {
    const months = twelveMonths('2026-11');
    expect(months[0]).toEqual({ year: 2026, month: 11 });
    expect(months[2]).toEqual({ year: 2027, month: 1 });
    expect(months[11]).toEqual({ year: 2027, month: 10 });
  });

  it('starts a new calendar the month after today', () => {
    expect(nextMonthYear(new Date(Date.UTC(2026, 11, 5)))).toBe('2027-01');
    expect(nextMonthYear(new Date(Date.UTC(2026, 4, 31)))).toBe('2026-06');
  });

  it('names the years a calendar covers as its cover prints them', () => {
    expect(calendarYearsLabel('2027-01')).toBe('2027');
    expect(calendarYearsLabel('2027-03')).toBe('2027\u20132028');
    expect(calendarYearsLabel('2027-12')).toBe('2027\u20132028');
  });
});

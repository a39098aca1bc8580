import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, readDate } from './dates';

/** Calendar dates and instants from 1970 to 2200, as the shop's data writes them. */
const instants = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2200-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const calendarDates = instants.map((date) => date.toISOString().slice(0, 10));

describe('readDate', () => {
  it('reads an instant as that instant', () => {
    fc.assert(
      fc.property(instants, (date) => {
        expect(readDate(date.toISOString())?.getTime()).toBe(date.getTime());
      }),
    );
  });

  it('reads a calendar date at noon UTC of that day', () => {
    fc.assert(
      fc.property(calendarDates, (day) => {
        expect(readDate(day)?.toISOString()).toBe(`${day}T12:00:00.000Z`);
      }),
    );
  });

  it('puts a calendar date on its own day in every zone from UTC-12 to UTC+11', () => {
    const zones = ['Etc/GMT+12', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Etc/GMT-11'];
    fc.assert(
      fc.property(calendarDates, (day) => {
        for (const timeZone of zones) {
          const inZone = new Intl.DateTimeFormat('en-CA', { timeZone }).format(readDate(day));
          expect(inZone).toBe(day);
        }
      }),
    );
  });

  it('gives a valid date or nothing, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const date = readDate(text);
        expect(date === undefined || !Number.isNaN(date.getTime())).toBe(true);
      }),
    );
    expect(readDate('')).toBeUndefined();
    expect(readDate('soon')).toBeUndefined();
  });
});

describe('formatDate', () => {
  it('writes each style in en-US and UTC', () => {
    const late = '2026-12-01T23:30:00Z';
    expect(formatDate(late, 'weekdayMonthDay')).toBe('Tue, Dec 1');
    expect(formatDate(late, 'monthDay')).toBe('Dec 1');
    expect(formatDate(late, 'longMonthDay')).toBe('December 1');
    expect(formatDate(late, 'medium')).toBe('Dec 1, 2026');
    expect(formatDate(late, 'long')).toBe('December 1, 2026');
    expect(formatDate(late, 'numeric')).toBe('12/1/2026');
  });

  it('writes a calendar date as that day', () => {
    expect(formatDate('2026-11-30', 'weekdayMonthDay')).toBe('Mon, Nov 30');
    expect(formatDate('2027-01-01', 'long')).toBe('January 1, 2027');
  });

  it('writes what Intl’s medium and long date styles write, for any instant', () => {
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(instants, (date) => {
        expect(formatDate(date.toISOString(), 'medium')).toBe(medium.format(date));
        expect(formatDate(date.toISOString(), 'long')).toBe(long.format(date));
      }),
    );
  });

  it('writes an instant in the reader’s zone when asked, as the browser’s own date text does', () => {
    fc.assert(
      fc.property(instants, (date) => {
        expect(formatDate(date.toISOString(), 'numeric', 'local')).toBe(
          date.toLocaleDateString('en-US'),
        );
      }),
    );
  });

  it('writes nothing for what is no date', () => {
    expect(formatDate('', 'medium')).toBe('');
    expect(formatDate('not a date', 'long', 'local')).toBe('');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  estimateDelivery,
  productionStartDay,
  SHIPPING_OPTIONS,
} from './deliveryEstimate';

const day = (date: Date) => date.toISOString().slice(0, 10);
const [standard, , express] = SHIPPING_OPTIONS;

describe('productionStartDay', () => {
  it('is today before the noon Pacific cut-off and the next business day after it (PST, UTC-8)', () => {
    // Tuesday 2026-01-13 11:59 PST = 19:59 UTC.
    expect(day(productionStartDay(new Date('2026-01-13T19:59:00Z')))).toBe('2026-01-13');
    expect(day(productionStartDay(new Date('2026-01-13T20:00:00Z')))).toBe('2026-01-14');
  });

  it('moves the cut-off an hour earlier in UTC under daylight saving (PDT, UTC-7)', () => {
    // Tuesday 2026-07-14 11:59 PDT = 18:59 UTC; 19:00 UTC is already noon.
    expect(day(productionStartDay(new Date('2026-07-14T18:59:00Z')))).toBe('2026-07-14');
    expect(day(productionStartDay(new Date('2026-07-14T19:00:00Z')))).toBe('2026-07-15');
  });

  it('uses the Pacific calendar day, not the UTC one', () => {
    // 02:00 UTC Wednesday is still Tuesday 18:00 PST: past the cut-off, so Wednesday.
    expect(day(productionStartDay(new Date('2026-01-14T02:00:00Z')))).toBe('2026-01-14');
    // 07:30 UTC Wednesday is 23:30 Tuesday PST.
    expect(day(productionStartDay(new Date('2026-01-14T07:30:00Z')))).toBe('2026-01-14');
    // 08:30 UTC Wednesday is 00:30 Wednesday PST, before the cut-off.
    expect(day(productionStartDay(new Date('2026-01-14T08:30:00Z')))).toBe('2026-01-14');
  });

  it('starts weekend and Friday-afternoon orders on Monday', () => {
    expect(day(productionStartDay(new Date('2026-01-16T21:00:00Z')))).toBe('2026-01-19'); // Fri 13:00
    expect(day(productionStartDay(new Date('2026-01-17T17:00:00Z')))).toBe('2026-01-19'); // Sat
    expect(day(productionStartDay(new Date('2026-01-18T17:00:00Z')))).toBe('2026-01-19'); // Sun
  });

  it('handles the days daylight saving starts and ends', () => {
    // Sunday 2026-03-08 (DST starts): a weekend, so Monday.
    expect(day(productionStartDay(new Date('2026-03-08T18:00:00Z')))).toBe('2026-03-09');
    // Monday 2026-03-09 11:30 PDT = 18:30 UTC, before the cut-off.
    expect(day(productionStartDay(new Date('2026-03-09T18:30:00Z')))).toBe('2026-03-09');
    // Monday 2026-11-02 (the day after DST ends) 11:30 PST = 19:30 UTC, before the cut-off.
    expect(day(productionStartDay(new Date('2026-11-02T19:30:00Z')))).toBe('2026-11-02');
  });

  it('is always a weekday', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (at) => {
          const weekday = productionStartDay(at).getUTCDay();
          expect(weekday).not.toBe(0);
          expect(weekday).not.toBe(6);
        },
      ),
    );
  });
});

describe('estimateDelivery', () => {
  it('adds production and transit business days, skipping weekends', () => {
    // Monday 2026-01-12 09:00 PST; 3 production days end Wednesday; Express 2 days: Friday.
    const estimate = estimateDelivery(new Date('2026-01-12T17:00:00Z'), 3, express);
    expect(estimate).toMatchObject({ minDays: 4, maxDays: 5, arrivesBy: '2026-01-16' });
    // Standard 8 business days after Wednesday 14th: Monday 26th.
    expect(estimateDelivery(new Date('2026-01-12T17:00:00Z'), 3, standard).arrivesBy).toBe(
      '2026-01-26',
    );
  });

  it('adds n business days', () => {
    expect(day(addBusinessDays(new Date('2026-01-16T00:00:00Z'), 1))).toBe('2026-01-19');
    expect(day(addBusinessDays(new Date('2026-01-16T00:00:00Z'), 0))).toBe('2026-01-16');
  });
});

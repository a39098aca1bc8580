import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBasisPoints, eachCents } from './rounding';

describe('applyBasisPoints', () => {
  it.each([
    [1000, 1000, 100],
    [1, 5000, 1], // 0.5 cent rounds up
    [3, 5000, 2], // 1.5 rounds up
    [5, 5000, 3], // 2.5 rounds up (half up, not half even)
    [1, 4999, 0],
    [999, 3333, 333], // 332.97
    [0, 2500, 0],
    [1999, 10_000, 1999],
  ])('%i cents at %i bp is %i', (cents, bp, expected) => {
    expect(applyBasisPoints(cents, bp)).toBe(expected);
  });

  it('refuses fractions and negatives', () => {
    expect(() => applyBasisPoints(10.5, 100)).toThrow(RangeError);
    expect(() => applyBasisPoints(-1, 100)).toThrow(RangeError);
    expect(() => applyBasisPoints(100, 0.5)).toThrow(RangeError);
  });

  it('is monotone in the cents and never above them at 100 % or less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, more, bp) => {
          const low = applyBasisPoints(cents, bp);
          expect(applyBasisPoints(cents + more, bp)).toBeGreaterThanOrEqual(low);
          expect(low).toBeLessThanOrEqual(cents);
          expect(Math.abs(low - (cents * bp) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('eachCents', () => {
  it.each([
    [7296, 25, 292], // 291.84
    [1000, 3, 333], // 333.33
    [5, 2, 3], // 2.5 rounds up
    [0, 10, 0],
    [1999, 1, 1999],
  ])('%i cents over %i is %i each', (total, quantity, expected) => {
    expect(eachCents(total, quantity)).toBe(expected);
  });

  it('refuses a quantity below one and fractional cents', () => {
    expect(() => eachCents(100, 0)).toThrow(RangeError);
    expect(() => eachCents(100, 1.5)).toThrow(RangeError);
    expect(() => eachCents(10.5, 2)).toThrow(RangeError);
  });

  it('times the quantity is within half a cent per item of the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (total, quantity) => {
          const each = eachCents(total, quantity);
          expect(Math.abs(each * quantity - total) * 2).toBeLessThanOrEqual(quantity);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { type GrowingDelay, waitMs } from './growingDelay';

const MIN = 60_000;
const rule: GrowingDelay = { free: 3, baseMs: MIN, step: 2, maxMs: 5 * MIN, windowMs: 60 * MIN };
const last = new Date('2026-11-22T12:00:00Z');
const at = (minutes: number) => new Date(last.getTime() + minutes * MIN);

describe('waitMs', () => {
  it('costs nothing for the free failures', () => {
    expect(waitMs({ count: 2, last }, rule, last)).toBe(0);
    expect(waitMs({ count: 0 }, rule, last)).toBe(0);
  });

  it('waits the base after the free ones, doubling every step, up to the cap', () => {
    expect([3, 4, 5, 6, 7, 8, 50].map((count) => waitMs({ count, last }, rule, last))).toEqual([
      MIN,
      MIN,
      2 * MIN,
      2 * MIN,
      4 * MIN,
      4 * MIN,
      5 * MIN,
    ]);
  });

  it('counts from the latest failure', () => {
    expect(waitMs({ count: 5, last }, rule, at(1.5))).toBe(0.5 * MIN);
    expect(waitMs({ count: 5, last }, rule, at(3))).toBe(0);
  });
});

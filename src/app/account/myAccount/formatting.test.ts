import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExpiry, isExpired } from './formatting';

describe('account page formatting', () => {
  it('writes an expiry as MM/YY', () => {
    expect(formatExpiry(4, 2031)).toBe('04/31');
    expect(formatExpiry(12, 2030)).toBe('12/30');
  });

  it('calls a card expired only after its expiry month', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2100 }), (m, y) => {
        const firstOfMonth = new Date(Date.UTC(y, m - 1, 1));
        const firstOfNext = new Date(Date.UTC(y, m, 1));
        return !isExpired(m, y, firstOfMonth) && isExpired(m, y, firstOfNext);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, groupThousands, offerPrice } from './money';

describe('formatCents', () => {
  it('writes dollars and cents', () => {
    expect(formatCents(1999)).toBe('$19.99');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-500)).toBe('-$5.00');
  });

  it('writes what en-US currency formatting writes, for any whole number of cents', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatCents(cents)).toBe(intl.format(cents / 100));
      }),
    );
  });
});

describe('groupThousands', () => {
  it('groups as en-US does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});

describe('offerPrice', () => {
  it('writes a plain decimal for structured data', () => {
    expect(offerPrice(1920)).toBe('19.20');
  });
});

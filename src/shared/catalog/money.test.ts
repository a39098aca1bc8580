import { describe, expect, it } from 'vitest';
import { formatCents, offerPrice } from './money';

describe('formatCents', () => {
  it('writes dollars and cents', () => {
    expect(formatCents(1999)).toBe('$19.99');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});

describe('offerPrice', () => {
  it('writes a plain decimal for structured data', () => {
    expect(offerPrice(1920)).toBe('19.20');
  });
});

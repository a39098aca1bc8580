import { describe, expect, it } from 'vitest';
import { priceForQuantity, priceSentence, quantityChoices } from './pricing';

describe('priceForQuantity', () => {
  it('multiplies whole cents exactly', () => {
    expect(priceForQuantity(304, 25)).toEqual({ quantity: 25, unitCents: 304, totalCents: 7600 });
    // 0.1 + 0.2 style float trouble cannot happen with integer cents.
    expect(priceForQuantity(333, 3).totalCents).toBe(999);
  });

  it('refuses quantities below one and fractions', () => {
    expect(() => priceForQuantity(304, 0)).toThrow(RangeError);
    expect(() => priceForQuantity(304, 2.5)).toThrow(RangeError);
    expect(() => priceForQuantity(30.4, 2)).toThrow(RangeError);
  });
});

describe('priceSentence', () => {
  it('says the total and the price each', () => {
    expect(priceSentence(priceForQuantity(304, 25))).toBe('25 for $76.00 ($3.04 each)');
    expect(priceSentence(priceForQuantity(1449, 1))).toBe('$14.49');
  });
});

describe('quantityChoices', () => {
  it('adds a quantity from the URL that is not offered, in order', () => {
    expect(quantityChoices([10, 25, 50], 25)).toEqual([10, 25, 50]);
    expect(quantityChoices([10, 25, 50], 30)).toEqual([10, 25, 30, 50]);
  });
});

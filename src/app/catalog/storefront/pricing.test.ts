import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { priceForQuantity, priceSentence, type QuantityPrice, quantityChoices } from './pricing';

const card = {
  id: 7,
  productTypeId: PRODUCT_TYPE_ID.flat_card,
  priceCents: 304,
  widthInches: 5,
  heightInches: 7,
};
const calendar = {
  id: 9,
  productTypeId: PRODUCT_TYPE_ID.calendar,
  priceCents: 1449,
  widthInches: 12,
  heightInches: 12,
};

describe('priceForQuantity', () => {
  it('is priceProject: whole cents, with the quantity tier the cart applies', () => {
    expect(priceForQuantity(card, 10)).toEqual({ quantity: 10, totalCents: 3040, eachCents: 304 });
    // 25 cards reach the 4 % tier: 7600 − 304.
    expect(priceForQuantity(card, 25)).toEqual({ quantity: 25, totalCents: 7296, eachCents: 292 });
  });

  it('refuses quantities below one and fractions', () => {
    expect(() => priceForQuantity(card, 0)).toThrow(RangeError);
    expect(() => priceForQuantity(card, 2.5)).toThrow(RangeError);
  });

  it('has no price for a quantity the shop does not sell', () => {
    expect(priceForQuantity(card, 20_000)).toBeUndefined();
  });
});

describe('priceSentence', () => {
  it('says the total and the price each', () => {
    expect(priceSentence(priceForQuantity(card, 25) as QuantityPrice)).toBe(
      '25 for $72.96 ($2.92 each)',
    );
    expect(priceSentence(priceForQuantity(calendar, 1) as QuantityPrice)).toBe('$14.49');
  });
});

describe('quantityChoices', () => {
  it('adds a quantity from the URL that is not offered, in order', () => {
    expect(quantityChoices([10, 25, 50], 25)).toEqual([10, 25, 50]);
    expect(quantityChoices([10, 25, 50], 30)).toEqual([10, 25, 30, 50]);
  });
});

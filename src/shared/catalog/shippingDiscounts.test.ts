import { describe, expect, it } from 'vitest';
import { SHIPPING_DISCOUNT_TYPES } from './shippingDiscounts';

describe('SHIPPING_DISCOUNT_TYPES (spec §3)', () => {
  it('are FlatPrice, FlatDiscount, Percentage, Upgrade', () => {
    expect(SHIPPING_DISCOUNT_TYPES).toEqual(['FlatPrice', 'FlatDiscount', 'Percentage', 'Upgrade']);
  });
});

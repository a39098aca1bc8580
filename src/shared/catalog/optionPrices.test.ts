import { describe, expect, it } from 'vitest';
import { OPTION_PRICES, optionPriceListSchema, quantityTiersSchema } from './optionPrices';

describe('the option price list', () => {
  it('is valid data', () => {
    expect(optionPriceListSchema.safeParse(OPTION_PRICES).success).toBe(true);
  });

  it('refuses tiers that would make more items cost less in total', () => {
    // 50 at 8 % (46 units) would cost less than 49 at 4 % (47.04 units).
    const result = quantityTiersSchema.safeParse([
      { minQuantity: 1, discountBasisPoints: 0 },
      { minQuantity: 25, discountBasisPoints: 400 },
      { minQuantity: 50, discountBasisPoints: 800 },
    ]);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'tier 2 makes 50 cost less than 49',
    ]);
  });

  it('refuses tiers out of order or not starting at 1', () => {
    const result = quantityTiersSchema.safeParse([
      { minQuantity: 10, discountBasisPoints: 100 },
      { minQuantity: 5, discountBasisPoints: 0 },
    ]);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'the first quantity tier starts at 1',
      'tier 1 does not start above tier 0',
      'tier 1 discounts less than tier 0',
    ]);
  });

  it('needs a price for every foil, trim, wrap and poster style', () => {
    const { '5': _glitter, ...fourFoils } = OPTION_PRICES.foilCents;
    expect(
      optionPriceListSchema.safeParse({ ...OPTION_PRICES, foilCents: fourFoils }).success,
    ).toBe(false);
  });
});

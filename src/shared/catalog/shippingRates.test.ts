import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_ID, PRODUCT_TYPE_IDS } from './productTypes';
import { cartShippingOptions, shippingPriceFor, shippingPriceTable } from './shippingRates';

describe('shipping rates', () => {
  it('offers only the options every line of the parcel can take, at the dearest line price', () => {
    const options = cartShippingOptions([PRODUCT_TYPE_ID.flat_card, PRODUCT_TYPE_ID.canvas]);
    expect(options.map((o) => o.option.id)).toEqual([1, 2]);
    expect(options[0]!.priceCents).toBe(shippingPriceFor(PRODUCT_TYPE_ID.canvas, 1));
  });

  it('ships the wedding sample kit free by post only', () => {
    expect(cartShippingOptions([PRODUCT_TYPE_ID.wedding_sample_kit])).toEqual([
      expect.objectContaining({ priceCents: 0 }),
    ]);
  });

  it('lists a whole, non-negative price for every option a type ships by', () => {
    for (const row of shippingPriceTable()) {
      expect(Number.isSafeInteger(row.priceCents) && row.priceCents >= 0).toBe(true);
    }
  });

  it('never gets cheaper by adding a line to the parcel', () => {
    const typeId = fc.constantFrom(...PRODUCT_TYPE_IDS);
    fc.assert(
      fc.property(fc.array(typeId, { maxLength: 6 }), typeId, (types, extra) => {
        const before = new Map(cartShippingOptions(types).map((o) => [o.option.id, o.priceCents]));
        for (const after of cartShippingOptions([...types, extra])) {
          const was = before.get(after.option.id);
          expect(was).toBeDefined();
          if (types.length > 0) expect(after.priceCents).toBeGreaterThanOrEqual(was!);
        }
      }),
    );
  });
});

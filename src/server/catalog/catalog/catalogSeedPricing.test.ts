import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_IDS } from '../../../shared/catalog/productTypes';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { cheapestOptions, fromPriceCents } from '../../../shared/pricing/fromPrices';
import { priceProject } from '../../../shared/pricing/priceProject';
import { generateCatalog } from './catalogSeedData';

/** The option price list covers what the seed sells: every seeded product can be priced. */
describe('the seeded catalogue prices', () => {
  const catalogue = pricingCatalogue(generateCatalog().products);

  it('prices one of every seeded product at its cheapest options, at its own price', () => {
    for (const product of catalogue.products) {
      const options = cheapestOptions(product, catalogue);
      expect(options, `product ${product.id}`).toBeDefined();
      const line = priceProject(options as NonNullable<typeof options>, catalogue);
      expect(line.productId).toBe(product.id);
      // The cheapest options cost nothing on top of the size's price.
      expect(line.totalCents).toBe(product.priceCents);
    }
  });

  it('has a from price for every product type it sells', () => {
    for (const typeId of PRODUCT_TYPE_IDS) {
      const sold = catalogue.products.filter((p) => p.productTypeId === typeId);
      const from = fromPriceCents([typeId], catalogue);
      expect(from, `type ${typeId}`).toBe(
        sold.length ? Math.min(...sold.map((p) => p.priceCents)) : undefined,
      );
    }
  });
});

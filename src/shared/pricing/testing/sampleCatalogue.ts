import { OPTION_PRICES } from '../../catalog/optionPrices';
import { PRODUCT_TYPE_ID } from '../../catalog/productTypes';
import type { CatalogueProduct, PricingCatalogue } from '../priceProject';

/*
 * A small catalogue for pricing tests: the seeded sizes of each line (src/server seed data) with
 * round prices, and the real option price list, so the tests price what the shop sells.
 */

let nextId = 1;
const sized = (productTypeId: number, priceCents: number, w: number, h: number) => ({
  id: nextId++,
  productTypeId,
  priceCents,
  widthInches: w,
  heightInches: h,
});

export const SAMPLE_PRODUCTS: readonly CatalogueProduct[] = [
  sized(PRODUCT_TYPE_ID.book, 1920, 8, 8),
  sized(PRODUCT_TYPE_ID.book, 2805, 11, 8.5),
  sized(PRODUCT_TYPE_ID.book, 4320, 12, 12),
  sized(PRODUCT_TYPE_ID.flat_card, 304, 5, 7),
  sized(PRODUCT_TYPE_ID.flat_card, 274, 5, 5),
  sized(PRODUCT_TYPE_ID.foil, 304, 5, 7),
  sized(PRODUCT_TYPE_ID.calendar, 2880, 12, 12),
  sized(PRODUCT_TYPE_ID.calendar, 1870, 11, 8.5),
  sized(PRODUCT_TYPE_ID.label, 1599, 3, 2),
  sized(PRODUCT_TYPE_ID.canvas, 2799, 8, 10),
  sized(PRODUCT_TYPE_ID.poster, 2799, 8, 10),
  sized(PRODUCT_TYPE_ID.metal, 4999, 11, 14),
  { id: nextId++, productTypeId: PRODUCT_TYPE_ID.photo_print, priceCents: 29 },
  { id: nextId++, productTypeId: PRODUCT_TYPE_ID.envelope, priceCents: 1499 },
  { id: nextId++, productTypeId: PRODUCT_TYPE_ID.wedding_sample_kit, priceCents: 1499 },
];

export const SAMPLE_CATALOGUE: PricingCatalogue = {
  products: SAMPLE_PRODUCTS,
  optionPrices: OPTION_PRICES,
};

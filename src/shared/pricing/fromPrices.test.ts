import { describe, expect, it } from 'vitest';
import { OPTION_PRICES } from '../catalog/optionPrices';
import { PRODUCT_TYPE_ID } from '../catalog/productTypes';
import type { ProductOptions } from '../project/options';
import { cheapestOptions, fromPriceCents } from './fromPrices';
import { priceProject } from './priceProject';
import { SAMPLE_CATALOGUE, SAMPLE_PRODUCTS } from './testing/sampleCatalogue';

const price = (options: ProductOptions) => priceProject(options, SAMPLE_CATALOGUE).totalCents;

describe('fromPriceCents', () => {
  it('is no more than any book, card or canvas option a shopper could choose', () => {
    const from = {
      book: fromPriceCents([PRODUCT_TYPE_ID.book], SAMPLE_CATALOGUE),
      card: fromPriceCents([PRODUCT_TYPE_ID.flat_card], SAMPLE_CATALOGUE),
      canvas: fromPriceCents([PRODUCT_TYPE_ID.canvas], SAMPLE_CATALOGUE),
    };
    for (const sizeKey of ['8x8', '11x8.5', '12x12']) {
      for (const coverTypeId of [1, 2, 3] as const) {
        for (const paperTypeId of [1, 3, 4] as const) {
          for (const pageCount of [20, 22, 150]) {
            const options = {
              productTypeId: 1,
              sizeKey,
              quantity: 1,
              coverTypeId,
              paperTypeId,
              pageCount,
            } as const;
            expect(price(options)).toBeGreaterThanOrEqual(from.book ?? Number.NaN);
          }
        }
      }
    }
    for (const foilTypeId of [1, 2, 3, 4, 5] as const) {
      for (const trimTypeId of [1, 2, 3, 4, 5, 6] as const) {
        const options = {
          productTypeId: 4,
          sizeKey: '5x5',
          quantity: 1,
          foilTypeId,
          trimTypeId,
        } as const;
        expect(price(options)).toBeGreaterThanOrEqual(from.card ?? Number.NaN);
      }
    }
    for (const frameWrapId of [1, 2, 3, 4] as const) {
      const options = { productTypeId: 51, sizeKey: '8x10', quantity: 1, frameWrapId } as const;
      expect(price(options)).toBeGreaterThanOrEqual(from.canvas ?? Number.NaN);
    }
    expect(from).toEqual({ book: 1920, card: 274, canvas: 2799 });
  });

  it('takes the cheapest print size and is undefined for a line not on sale', () => {
    expect(fromPriceCents([PRODUCT_TYPE_ID.photo_print], SAMPLE_CATALOGUE)).toBe(29);
    expect(fromPriceCents([PRODUCT_TYPE_ID.memory_reel], SAMPLE_CATALOGUE)).toBeUndefined();
    const noPrintSizes = {
      ...SAMPLE_CATALOGUE,
      optionPrices: { ...OPTION_PRICES, photoPrintSizeCents: {} },
    };
    expect(fromPriceCents([PRODUCT_TYPE_ID.photo_print], noPrintSizes)).toBeUndefined();
  });

  it('gives softcover, included pages and quantity 1 for a book', () => {
    const book = SAMPLE_PRODUCTS.find((p) => p.productTypeId === PRODUCT_TYPE_ID.book);
    expect(book && cheapestOptions(book, SAMPLE_CATALOGUE)).toEqual({
      productTypeId: 1,
      productId: book?.id,
      sizeKey: '8x8',
      quantity: 1,
      coverTypeId: 1,
      paperTypeId: 1,
      pageCount: 20,
    });
  });
});

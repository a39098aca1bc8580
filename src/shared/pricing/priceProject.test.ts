import { describe, expect, it } from 'vitest';
import { FOIL_TYPES } from '../catalog/foilTypes';
import { OPTION_PRICES } from '../catalog/optionPrices';
import { PRODUCT_TYPE_ID } from '../catalog/productTypes';
import type { ProductOptions } from '../project/options';
import { type LinePrice, priceProject } from './priceProject';
import { PricingError } from './pricingError';
import { SAMPLE_CATALOGUE } from './testing/sampleCatalogue';

const price = (options: Omit<ProductOptions, 'quantity'> & { quantity?: number }) =>
  priceProject({ quantity: 1, ...options } as ProductOptions, SAMPLE_CATALOGUE);

/** The breakdown adds up: unit × quantity is the gross, gross − tier discount the total. */
function expectConsistent(line: LinePrice) {
  const options = Object.values(line.optionCents).reduce((a, b) => a + b, 0);
  expect(line.baseCents + options + line.extraPageCents).toBe(line.unitCents * line.quantity);
  expect(line.unitCents * line.quantity - line.tierDiscountCents).toBe(line.totalCents);
}

describe('priceProject: books (bookPricing plus paper)', () => {
  it.each([
    // 8x8 softcover, 20 pages: the size price.
    [{ sizeKey: '8x8', coverTypeId: 1 }, 1920, {}, 0],
    // No cover named: the line's default, the hardcover its surfaces are drawn with.
    [{ sizeKey: '8x8' }, 1920 + 640, { cover: 640 }, 0],
    // Hardcover on 8x8 adds 640 (64 sq in × 10); 10 extra pages add 10 × 64.
    [{ sizeKey: '8x8', coverTypeId: 2, pageCount: 30 }, 1920 + 640 + 640, { cover: 640 }, 640],
    // Premium Lustre (paper 3) is 5 cents a page on all 40 pages.
    [
      { sizeKey: '11x8.5', coverTypeId: 3, pageCount: 40, paperTypeId: 3 },
      2805 + 1403 + 20 * 94 + 200,
      { cover: 1403, paper: 200 },
      20 * 94,
    ],
  ] as const)('%o costs %i', (options, total, optionCents, extraPageCents) => {
    const line = price({ productTypeId: PRODUCT_TYPE_ID.book, ...options });
    expect(line.totalCents).toBe(total);
    expect(line.optionCents).toEqual(optionCents);
    expect(line.extraPageCents).toBe(extraPageCents);
    expectConsistent(line);
  });

  it('prices two copies at twice one', () => {
    const one = price({ productTypeId: 1, sizeKey: '12x12', coverTypeId: 2, pageCount: 60 });
    const two = price({
      productTypeId: 1,
      sizeKey: '12x12',
      coverTypeId: 2,
      pageCount: 60,
      quantity: 2,
    });
    expect(two.totalCents).toBe(2 * one.totalCents);
  });

  it('says which option is not on sale or does not fit', () => {
    // A cover or paper the book line does not sell is not even a valid document.
    expect(() => price({ productTypeId: 1, sizeKey: '8x8', coverTypeId: 6 })).toThrow(
      'coverTypeId cover 6 is not sold for books',
    );
    expect(() => price({ productTypeId: 1, sizeKey: '8x8', paperTypeId: 19 })).toThrow(
      'paperTypeId paper 19 is not sold under the Matte Hardcover',
    );
    expect(() => price({ productTypeId: 1, sizeKey: '8x8', pageCount: 160 })).toThrow(
      /20 to 150 pages, not 160/,
    );
    expect(() =>
      price({ productTypeId: 1, sizeKey: '8x8', coverTypeId: 5, pageCount: 100 }),
    ).toThrow(/20 to 80 pages, not 100/);
    expect(() => price({ productTypeId: 1, sizeKey: '10x10' })).toThrow(
      'No Photo Book in 10x10 is on sale',
    );
  });
});

describe('priceProject: cards', () => {
  it.each([
    // 10 plain 5x7 cards: no tier discount yet.
    [{ quantity: 10 }, 3040, 0],
    // 25 reach the 4 % tier: 7600 − 304.
    [{ quantity: 25 }, 7296, 304],
    // Gold foil (60) and a round trim (15) on 50 at 5 %: (304 + 75) × 50 = 18950; 95 % of it is
    // 18002.5, rounded half up (the total is what rounds, rounding.ts).
    [{ quantity: 50, foilTypeId: 3, trimTypeId: 2 }, 18003, 947],
    // Response envelopes (40) addressed (35) on 100 at 5.5 %: 94.5 % of 379 × 100 is 35815.5.
    [
      {
        quantity: 100,
        envelope: {
          format: 'Response',
          fontFamily: 'Sofia',
          colorName: 'Teal',
          recipients: [{ lines: ['Ada', '1 Main St'] }],
        },
      },
      35816,
      2084,
    ],
  ] as [Partial<ProductOptions>, number, number][])(
    '%o costs %i',
    (options, total, tierDiscount) => {
      const line = price({ productTypeId: PRODUCT_TYPE_ID.flat_card, sizeKey: '5x7', ...options });
      expect(line.totalCents).toBe(total);
      expect(line.tierDiscountCents).toBe(tierDiscount);
      expectConsistent(line);
    },
  );

  // A foil card's finish is priced per card; "No Foil" is free (optionPrices.foilCents).
  it.each(
    FOIL_TYPES.map((foil) => [foil.name, foil.id, OPTION_PRICES.foilCents[foil.id] ?? -1] as const),
  )('prices %s foil on 25 foil cards per card, before the tier', (_name, foilTypeId, perCard) => {
    const line = price({
      productTypeId: PRODUCT_TYPE_ID.foil,
      sizeKey: '5x7',
      quantity: 25,
      foilTypeId,
    });
    expect(perCard).toBeGreaterThanOrEqual(0);
    expect(line.optionCents.foil ?? 0).toBe(perCard * 25);
    expect(line.unitCents).toBe(304 + perCard);
    expect(perCard > 0).toBe(foilTypeId !== 1);
    expectConsistent(line);
  });

  it('breaks the options out per option for the line', () => {
    const line = price({ productTypeId: 13, sizeKey: '5x7', quantity: 10, foilTypeId: 5 });
    expect(line.optionCents).toEqual({ foil: 800 });
    expect(line.unitCents).toBe(304 + 80);
  });
});

describe('priceProject: calendars, labels, envelopes, the sample kit', () => {
  it.each([
    [PRODUCT_TYPE_ID.calendar, '12x12', 1, 2880],
    [PRODUCT_TYPE_ID.calendar, '11x8.5', 3, 5049], // 5610 less 10 %
    [PRODUCT_TYPE_ID.label, '3x2', 5, 7196], // 90 % of 7995 is 7195.5, rounded up
    [PRODUCT_TYPE_ID.envelope, '1x1', 2, 2998],
    [PRODUCT_TYPE_ID.wedding_sample_kit, '1x1', 1, 1499],
  ])('type %i in %s × %i costs %i', (productTypeId, sizeKey, quantity, total) => {
    const line = price({ productTypeId: productTypeId as 20, sizeKey, quantity });
    expect(line.totalCents).toBe(total);
    expectConsistent(line);
  });
});

describe('priceProject: home decor', () => {
  it('adds a frame wrap to a canvas and a style to a poster', () => {
    expect(price({ productTypeId: 51, sizeKey: '8x10', frameWrapId: 3 }).totalCents).toBe(
      2799 + (OPTION_PRICES.frameWrapCents['3'] ?? Number.NaN),
    );
    expect(price({ productTypeId: 54, sizeKey: '8x10', posterStyleId: 3 }).optionCents).toEqual({
      posterStyle: OPTION_PRICES.posterStyleCents['3'],
    });
  });

  it('refuses a frame wrap on metal and a poster style on canvas', () => {
    expect(() => price({ productTypeId: 52, sizeKey: '11x14', frameWrapId: 1 })).toThrow(
      'frameWrapId not an option of this product',
    );
    expect(() => price({ productTypeId: 51, sizeKey: '8x10', posterStyleId: 1 })).toThrow(
      'posterStyleId not an option of this product',
    );
  });
});

describe('priceProject: photo prints', () => {
  it('prices each size times its count', () => {
    const line = price({
      productTypeId: 40,
      sizeKey: '4x6',
      prints: [
        { photoId: 'a', sizeKey: '4x6', quantity: 10 },
        { photoId: 'b', sizeKey: '5x7', quantity: 2 },
      ],
    });
    // 12 prints at 29, plus 2 × 70 for 5x7.
    expect(line.baseCents).toBe(12 * 29);
    expect(line.optionCents).toEqual({ printSize: 140 });
    expect(line.totalCents).toBe(12 * 29 + 140);
    expectConsistent(line);
  });

  it('prices one print of sizeKey when the project lists none, and refuses a size not sold', () => {
    expect(price({ productTypeId: 40, sizeKey: '8x10', quantity: 3 }).totalCents).toBe(3 * 299);
    expect(() => price({ productTypeId: 40, sizeKey: '30x40' })).toThrow(
      'A 30x40 photo print is not on sale',
    );
  });
});

describe('priceProject: bad input', () => {
  it('refuses options the schema refuses, with the field', () => {
    const error = (() => {
      try {
        price({ productTypeId: 1, sizeKey: '8x8', quantity: 0 });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(PricingError);
    expect((error as PricingError).problem).toBe('invalid_options');
    expect((error as PricingError).message).toMatch(/quantity/);
  });

  it('refuses a product id of another type', () => {
    expect(() => price({ productTypeId: 1, productId: 4, sizeKey: '8x8' })).toThrow(
      'Product 4 is not a Photo Book on sale',
    );
  });

  it('prices a product only in the size the design is made in (a card or wall art either way up)', () => {
    const sized = (typeId: number, width: number, height: number) =>
      SAMPLE_CATALOGUE.products.find(
        (p) => p.productTypeId === typeId && p.widthInches === width && p.heightInches === height,
      )!.id;
    const book8x8 = sized(PRODUCT_TYPE_ID.book, 8, 8);
    expect(price({ productTypeId: 1, productId: book8x8, sizeKey: '8x8' }).productId).toBe(book8x8);
    expect(() => price({ productTypeId: 1, productId: book8x8, sizeKey: '12x12' })).toThrow(
      'its product is the 8x8 Photo Book but its design is 12x12; open it in the editor to fix it',
    );
    const card = SAMPLE_CATALOGUE.products.find(
      (p) => p.productTypeId === PRODUCT_TYPE_ID.flat_card && p.widthInches !== p.heightInches,
    )!;
    const turned = `${card.heightInches}x${card.widthInches}`;
    expect(
      price({ productTypeId: PRODUCT_TYPE_ID.flat_card, productId: card.id, sizeKey: turned })
        .productId,
    ).toBe(card.id);
  });
});

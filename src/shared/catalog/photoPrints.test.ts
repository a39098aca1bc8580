import { describe, expect, it } from 'vitest';
import { priceProject } from '../pricing/priceProject';
import { PricingError } from '../pricing/pricingError';
import { productOptionsSchema } from '../project/options';
import { photoPrintDesign, printPhotoRect } from '../project/templates/photoPrintDesign';
import { inches } from '../project/units';
import { OPTION_PRICES } from './optionPrices';
import { finishFor, PHOTO_PRINT_SIZES, photoPrintProblems } from './photoPrints';

const catalogue = {
  products: [{ id: 9, productTypeId: 40, priceCents: 29 }],
  optionPrices: OPTION_PRICES,
};

describe('photo print line', () => {
  it('sells the sizes the catalogue prices, smallest first, from 4x6 to 8x10', () => {
    const keys = PHOTO_PRINT_SIZES.map((size) => size.sizeKey);
    expect(keys).toEqual(Object.keys(OPTION_PRICES.photoPrintSizeCents).sort(byArea));
    expect(keys).toContain('4x6');
    expect(keys).toContain('8x10');
    expect(PHOTO_PRINT_SIZES.find((s) => s.sizeKey === '4x6')?.label).toBe('4 × 6 in');
  });

  it('offers both finishes except where the lab makes one', () => {
    expect(PHOTO_PRINT_SIZES.find((s) => s.sizeKey === '4x6')?.finishes).toEqual([
      'glossy',
      'matte',
    ]);
    expect(finishFor('5x5', 'glossy')).toBe('matte');
    expect(finishFor('8x10', 'matte')).toBe('matte');
  });

  it('refuses a size or finish not on sale, in the document schema', () => {
    expect(photoPrintProblems({ sizeKey: '11x14' })).toHaveLength(1);
    expect(photoPrintProblems({ sizeKey: '5x5', finish: 'glossy' })).toHaveLength(1);
    const options = (print: object) => ({
      productTypeId: 40,
      sizeKey: '4x6',
      quantity: 1,
      prints: [{ photoId: 'p1', sizeKey: '4x6', quantity: 1, ...print }],
    });
    expect(productOptionsSchema.safeParse(options({})).success).toBe(true);
    expect(productOptionsSchema.safeParse(options({ sizeKey: '11x14' })).success).toBe(false);
    expect(
      productOptionsSchema.safeParse(options({ sizeKey: '5x5', finish: 'glossy' })).success,
    ).toBe(false);
    expect(productOptionsSchema.safeParse(options({ border: 'gold' })).success).toBe(false);
    expect(() => priceProject(options({ sizeKey: '11x14' }) as never, catalogue)).toThrow(
      PricingError,
    );
  });

  it('prices each print at its size: the base price plus the size, times the copies', () => {
    const size = OPTION_PRICES.photoPrintSizeCents;
    const line = priceProject(
      {
        productTypeId: 40,
        sizeKey: '4x6',
        quantity: 1,
        prints: [
          { photoId: 'a', sizeKey: '4x6', quantity: 3, finish: 'matte' },
          { photoId: 'b', sizeKey: '8x10', quantity: 1, border: 'white' },
        ],
      },
      catalogue,
    );
    expect(line.totalCents).toBe(3 * (29 + (size['4x6'] ?? 0)) + (29 + (size['8x10'] ?? 0)));
  });

  it('designs a surface per print at its size, the photo in the bleed or inside the border', () => {
    const doc = photoPrintDesign({
      title: 'Prints',
      prints: [
        { photoId: 'a', sizeKey: '4x6', quantity: 3 },
        { photoId: 'b', sizeKey: '8x10', quantity: 1, border: 'white' },
      ],
    });
    const [first, second] = doc.surfaceOrder.map((id) => doc.surfaces[id]!);
    expect([first?.width, first?.height]).toEqual([inches(4), inches(6)]);
    expect([second?.width, second?.height]).toEqual([inches(8), inches(10)]);
    const photoOf = (surfaceId: string) =>
      Object.values(doc.elements).find((e) => e.id === `${surfaceId}-photo`);
    expect(photoOf('print-1')).toMatchObject({ photoId: 'a', x: -first!.bleed });
    expect(photoOf('print-2')).toMatchObject({
      photoId: 'b',
      ...printPhotoRect(second!, 'white'),
    });
  });
});

function byArea(a: string, b: string) {
  const area = (key: string) =>
    key
      .split('x')
      .map(Number)
      .reduce((x, y) => x * y, 1);
  return area(a) - area(b);
}

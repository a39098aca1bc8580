import { describe, expect, it } from 'vitest';
import {
  BOOK_COVERS,
  type BookSizeProduct,
  bookPriceCents,
  buildBookPriceTable,
  lowestBookPriceCents,
} from './bookPricing';

const book = (id: number, w: number, h: number, priceCents: number): BookSizeProduct => ({
  id,
  productTypeId: 1,
  name: `${w}x${h} Photo Book`,
  priceCents,
  widthInches: w,
  heightInches: h,
});

const products: BookSizeProduct[] = [
  book(1, 12, 12, 4320),
  book(2, 11, 8.5, 2805),
  book(3, 8, 8, 1920),
  book(4, 8, 11, 2640),
  {
    id: 9,
    productTypeId: 20,
    name: '12x12 Wall Calendar',
    priceCents: 2880,
    widthInches: 12,
    heightInches: 12,
  },
  { id: 10, productTypeId: 1, name: 'Gift wrap', priceCents: 500 },
];

describe('bookPriceCents', () => {
  const size = { priceCents: 1920, widthInches: 8, heightInches: 8 };

  it('is the product price for a softcover with the included pages', () => {
    expect(bookPriceCents(size, 1, 20)).toBe(1920);
  });

  it('adds the cover by page area and each extra page by page area', () => {
    // 64 sq in: hardcover 640, linen 960; each extra page 64 cents.
    expect(bookPriceCents(size, 2, 20)).toBe(1920 + 640);
    expect(bookPriceCents(size, 3, 40)).toBe(1920 + 960 + 20 * 64);
  });

  it('rounds a fractional area to whole cents', () => {
    // 11 x 8.5 = 93.5 sq in: 935 cents of hardcover, 94 cents a page.
    expect(bookPriceCents({ priceCents: 2805, widthInches: 11, heightInches: 8.5 }, 2, 22)).toBe(
      2805 + 935 + 2 * 94,
    );
  });

  it('refuses page counts a book cannot have', () => {
    expect(() => bookPriceCents(size, 1, 18)).toThrow(RangeError);
    expect(() => bookPriceCents(size, 1, 151)).toThrow(RangeError);
    expect(() => bookPriceCents(size, 1, 20.5)).toThrow(RangeError);
  });
});

describe('buildBookPriceTable', () => {
  const table = buildBookPriceTable(products);

  it('has every book size with dimensions, squares first and small to large', () => {
    expect(table.map((s) => `${s.widthInches}x${s.heightInches}`)).toEqual([
      '8x8',
      '12x12',
      '11x8.5',
      '8x11',
    ]);
    expect(table.map((s) => s.shape)).toEqual(['square', 'square', 'landscape', 'portrait']);
    expect(table[1]?.sizeLabel).toBe('Large');
  });

  it('has a row per page count and a price per cover', () => {
    const square = table[0];
    expect(square?.rows.map((r) => r.pageCount)).toEqual([20, 40, 60, 100, 150]);
    for (const row of square?.rows ?? []) expect(row.cents).toHaveLength(BOOK_COVERS.length);
    expect(square?.rows[0]?.cents[0]).toBe(1920);
    expect(square?.rows[4]?.cents[2]).toBe(1920 + 960 + 130 * 64);
  });

  it('prices rise with pages and with the cover', () => {
    for (const size of table) {
      for (const row of size.rows) {
        const shown = row.cents.filter((cents): cents is number => cents !== null);
        expect([...shown].sort((a, b) => a - b)).toEqual(shown);
      }
      const softcover = size.rows.map((r) => r.cents[0] ?? 0);
      expect([...softcover].sort((a, b) => a - b)).toEqual(softcover);
    }
  });

  it('gives the cheapest book', () => {
    expect(lowestBookPriceCents(products)).toBe(1920);
    expect(lowestBookPriceCents([])).toBeUndefined();
  });
});

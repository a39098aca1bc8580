import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceProject } from '../pricing/priceProject';
import { productOptionsSchema } from '../project/options';
import { COVER_TYPE_ID_LIST, PAPER_TYPE_ID_LIST } from './bookMaterials';
import { bookPriceCents, buildBookPriceTable } from './bookPricing';
import { OPTION_PRICES } from './optionPrices';
import {
  BOOK_COVERS,
  BOOK_LINE_SIZES,
  bookChoiceProblems,
  bookPageBounds,
  bookPapersFor,
  bookSpineInches,
  isBookPageCount,
  soldBookChoice,
} from './photoBookLine';
import { sizeLabel } from './sizes';

/** The line's sizes as products of the products call (the seed's price rule: 30¢ a square inch). */
const products = BOOK_LINE_SIZES.map((size, index) => ({
  id: index + 1,
  productTypeId: 1,
  name: `${size.param} Photo Book`,
  priceCents: Math.round(size.width * size.height * 30),
  widthInches: size.width,
  heightInches: size.height,
}));
const catalogue = { products, optionPrices: OPTION_PRICES };

/** Every sold book: a size, a cover, one of its papers and an even page count in its bounds. */
const soldBook = fc
  .record({
    size: fc.integer({ min: 0, max: BOOK_LINE_SIZES.length - 1 }),
    cover: fc.constantFrom(...BOOK_COVERS.map((c) => c.coverTypeId)),
    paperIndex: fc.nat(),
    leaves: fc.nat(),
  })
  .map(({ size, cover, paperIndex, leaves }) => {
    const papers = bookPapersFor(cover);
    const { min, max } = bookPageBounds(cover);
    return {
      product: products[size]!,
      sizeKey: BOOK_LINE_SIZES[size]!.param,
      coverTypeId: cover,
      paperTypeId: papers[paperIndex % papers.length]!,
      pageCount: min + 2 * (leaves % ((max - min) / 2 + 1)),
    };
  });

describe('the photo book line', () => {
  it('sells the sizes of spec §3 of each shape, with the labels the spec gives them', () => {
    const labelled = BOOK_LINE_SIZES.filter((size) => sizeLabel(size) !== undefined);
    expect(labelled.map((s) => s.param)).toEqual([
      '6x6',
      '10x10',
      '12x12',
      '8x6',
      '11x8.5',
      '14x11',
      '8.5x11',
    ]);
    expect(BOOK_LINE_SIZES.map((s) => s.param)).toContain('8x8');
  });

  it('sells soft, hard, linen and lay-flat covers, each with its own papers', () => {
    expect(BOOK_COVERS.map((c) => c.name)).toEqual([
      'Softcover',
      'Matte Hardcover',
      'Linen Hardcover',
      'Lay-Flat Hardcover',
    ]);
    expect(bookPapersFor(5)).toEqual([19, 18, 20]);
    expect(bookPapersFor(1)).toEqual([1, 2, 3, 4]);
    expect(bookPapersFor(6)).toEqual([]);
  });

  it('prices every size × cover × paper × page count as the price table plus the paper, through priceProject', () => {
    fc.assert(
      fc.property(soldBook, (book) => {
        const line = priceProject(
          {
            productTypeId: 1,
            productId: book.product.id,
            sizeKey: book.sizeKey,
            quantity: 1,
            coverTypeId: book.coverTypeId as 1,
            paperTypeId: book.paperTypeId,
            pageCount: book.pageCount,
          },
          catalogue,
        );
        const table = bookPriceCents(book.product, book.coverTypeId, book.pageCount);
        const paper = OPTION_PRICES.bookPaperCentsPerPage[String(book.paperTypeId)];
        expect(paper).toBeDefined();
        expect(line.totalCents).toBe(table + (paper ?? 0) * book.pageCount);
        // The table's row for this count says the same where it shows one.
        const row = buildBookPriceTable(products, [book.pageCount]).find(
          (size) => size.productId === book.product.id,
        )?.rows[0]?.cents[BOOK_COVERS.findIndex((c) => c.coverTypeId === book.coverTypeId)];
        expect(row).toBe(table);
      }),
    );
  });

  it('grows the spine with the pages, for every cover and paper', () => {
    fc.assert(
      fc.property(soldBook, (book) => {
        const { max } = bookPageBounds(book.coverTypeId);
        fc.pre(book.pageCount + 2 <= max);
        const thinner = bookSpineInches(book);
        const thicker = bookSpineInches({ ...book, pageCount: book.pageCount + 2 });
        expect(thicker).toBeGreaterThan(thinner);
      }),
    );
  });

  it('shows no price where a cover does not bind so many pages', () => {
    const [square] = buildBookPriceTable(products, [80, 100]);
    const layflat = BOOK_COVERS.findIndex((c) => c.coverTypeId === 5);
    expect(square?.rows[0]?.cents[layflat]).toBeTypeOf('number');
    expect(square?.rows[1]?.cents[layflat]).toBeNull();
    expect(isBookPageCount(5, 100)).toBe(false);
    expect(isBookPageCount(2, 100)).toBe(true);
    expect(isBookPageCount(2, 41)).toBe(false);
  });

  it('makes any choice a sold one: the cover sold, its paper, the pages within its bounds', () => {
    expect(
      soldBookChoice({ sizeKey: '8x8', coverTypeId: 5, paperTypeId: 1, pageCount: 120 }),
    ).toEqual({ sizeKey: '8x8', coverTypeId: 5, paperTypeId: 19, pageCount: 80 });
    expect(soldBookChoice({ sizeKey: '8x8', coverTypeId: 7, pageCount: 41 })).toEqual({
      sizeKey: '8x8',
      coverTypeId: 2,
      paperTypeId: 1,
      pageCount: 42,
    });
  });
});

describe('productOptionsSchema and the book line', () => {
  const book = { productTypeId: 1, sizeKey: '12x12', quantity: 1, pageCount: 40 };

  it('refuses every cover and paper the line does not sell for a book, and accepts the rest', () => {
    for (const coverTypeId of COVER_TYPE_ID_LIST) {
      for (const paperTypeId of PAPER_TYPE_ID_LIST) {
        const sold = bookChoiceProblems({ coverTypeId, paperTypeId }).length === 0;
        const parsed = productOptionsSchema.safeParse({ ...book, coverTypeId, paperTypeId });
        expect(parsed.success, `cover ${coverTypeId}, paper ${paperTypeId}`).toBe(sold);
        expect(sold).toBe(
          BOOK_COVERS.some((c) => c.coverTypeId === coverTypeId) &&
            bookPapersFor(coverTypeId).includes(paperTypeId as never),
        );
      }
    }
  });

  it('names the option at fault', () => {
    const parsed = productOptionsSchema.safeParse({ ...book, coverTypeId: 3, paperTypeId: 19 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['paperTypeId']);
  });

  it('refuses a cover on anything but a book', () => {
    const card = { productTypeId: 4, sizeKey: '5x7', quantity: 10 };
    expect(productOptionsSchema.safeParse(card).success).toBe(true);
    expect(productOptionsSchema.safeParse({ ...card, coverTypeId: 2 }).success).toBe(false);
  });
});

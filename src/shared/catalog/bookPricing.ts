import {
  BOOK_COVERS,
  BOOK_INCLUDED_PAGES,
  type BookCoverTypeId,
  bookPageBounds,
  isBookPageCount,
} from './photoBookLine';
import { PRODUCT_TYPE_ID } from './productTypes';
import { area, type BookShape, orientation, type SizeLabel, sizeLabel } from './sizes';

/*
 * How a photo book is priced. The products call gives one price per book size: a softcover with
 * the pages every book includes. A better cover and extra pages add to it, both in proportion to
 * the page area, so a large book costs more to upgrade than a small one. Which covers are sold is
 * the line's (photoBookLine). src/shared/pricing prices a
 * book line (cart, order, storefront) through bookPriceParts, so there is one book rule.
 */

export {
  BOOK_COVERS,
  BOOK_INCLUDED_PAGES,
  BOOK_MAX_PAGES,
  type BookCover,
  type BookCoverTypeId,
} from './photoBookLine';

/** Each page beyond the included ones, per square inch of page. */
export const CENTS_PER_EXTRA_PAGE_PER_SQUARE_INCH = 1;

/** The page counts the pricing table shows (any count from 20 to 150 can be ordered). */
export const PRICE_TABLE_PAGE_COUNTS = [20, 40, 60, 100, 150] as const;

/** A book size as the products call answers it. */
export interface BookSizeProduct {
  id: number;
  productTypeId: number;
  name: string;
  priceCents: number;
  widthInches?: number;
  heightInches?: number;
}

interface PricedSize {
  priceCents: number;
  widthInches: number;
  heightInches: number;
}

/** What a cover adds to a book of this size (0 for the included softcover). */
export function coverSurchargeCents(
  size: { widthInches: number; heightInches: number },
  coverTypeId: BookCoverTypeId,
): number {
  const cover = BOOK_COVERS.find((c) => c.coverTypeId === coverTypeId);
  if (!cover) throw new RangeError(`No book cover with id ${coverTypeId}`);
  return Math.round(size.widthInches * size.heightInches * cover.centsPerSquareInch);
}

/** The parts of one book's price, each in whole cents; they add up to bookPriceCents. */
export interface BookPriceParts {
  sizeCents: number;
  coverCents: number;
  extraPageCents: number;
}

/** The parts of one book's price; a page count outside the cover's bounds or a cover not sold is a mistake. */
export function bookPriceParts(
  size: PricedSize,
  coverTypeId: BookCoverTypeId,
  pageCount: number,
): BookPriceParts {
  if (!isBookPageCount(coverTypeId, pageCount)) {
    const { min, max } = bookPageBounds(coverTypeId);
    throw new RangeError(
      `A book under cover ${coverTypeId} has an even ${min} to ${max} pages, not ${pageCount}`,
    );
  }
  const pageArea = area({ width: size.widthInches, height: size.heightInches });
  const perExtraPage = Math.round(pageArea * CENTS_PER_EXTRA_PAGE_PER_SQUARE_INCH);
  return {
    sizeCents: size.priceCents,
    coverCents: coverSurchargeCents(size, coverTypeId),
    extraPageCents: (pageCount - BOOK_INCLUDED_PAGES) * perExtraPage,
  };
}

/** Price in cents of one book at the included paper; see bookPriceParts for what it refuses. */
export function bookPriceCents(
  size: PricedSize,
  coverTypeId: BookCoverTypeId,
  pageCount: number,
): number {
  const parts = bookPriceParts(size, coverTypeId, pageCount);
  return parts.sizeCents + parts.coverCents + parts.extraPageCents;
}

export interface BookPriceRow {
  pageCount: number;
  /** One price per cover, in BOOK_COVERS order; null where that cover does not bind so many pages. */
  cents: (number | null)[];
}

export interface BookSizePrices {
  productId: number;
  widthInches: number;
  heightInches: number;
  shape: BookShape;
  sizeLabel: SizeLabel | undefined;
  rows: BookPriceRow[];
}

/**
 * The pricing table: per book size (squares, then landscapes, then portraits; small to large), a
 * row per page count with a price per cover. Products of other types or without dimensions are
 * left out.
 */
export function buildBookPriceTable(
  products: readonly BookSizeProduct[],
  pageCounts: readonly number[] = PRICE_TABLE_PAGE_COUNTS,
): BookSizePrices[] {
  const shapeOrder: readonly BookShape[] = ['square', 'landscape', 'portrait'];
  return products
    .flatMap((product) =>
      product.productTypeId === PRODUCT_TYPE_ID.book &&
      product.widthInches !== undefined &&
      product.heightInches !== undefined
        ? [{ ...product, widthInches: product.widthInches, heightInches: product.heightInches }]
        : [],
    )
    .map((product) => {
      const size = { width: product.widthInches, height: product.heightInches };
      return {
        productId: product.id,
        widthInches: product.widthInches,
        heightInches: product.heightInches,
        shape: orientation(size) satisfies BookShape,
        sizeLabel: sizeLabel(size),
        rows: pageCounts.map((pageCount) => ({
          pageCount,
          cents: BOOK_COVERS.map((cover) =>
            isBookPageCount(cover.coverTypeId, pageCount)
              ? bookPriceCents(product, cover.coverTypeId, pageCount)
              : null,
          ),
        })),
      };
    })
    .sort(
      (a, b) =>
        shapeOrder.indexOf(a.shape) - shapeOrder.indexOf(b.shape) ||
        a.widthInches * a.heightInches - b.widthInches * b.heightInches,
    );
}

/** Every price a table shows (the structured data's price range), leaving out the gaps. */
export function bookTablePrices(table: readonly BookSizePrices[]): number[] {
  return table.flatMap((size) =>
    size.rows.flatMap((row) => row.cents.filter((cents): cents is number => cents !== null)),
  );
}

/** The lowest price of any book: the cheapest size, softcover, included pages. */
export function lowestBookPriceCents(products: readonly BookSizeProduct[]): number | undefined {
  const prices = buildBookPriceTable(products, [BOOK_INCLUDED_PAGES]).map(
    (size) => size.rows[0]?.cents[0] ?? Number.POSITIVE_INFINITY,
  );
  return prices.length ? Math.min(...prices) : undefined;
}

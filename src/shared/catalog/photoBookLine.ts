import {
  type CoverTypeId,
  coverTypeById,
  type PaperTypeId,
  paperTypeById,
  spineWidthInches,
} from './bookMaterials';
import { type BookShape, orientation, parseSizeParam, sizeLabel, sizeParam } from './sizes';

/*
 * The photo book line: the sizes, covers, papers and page counts a book is sold in, and the
 * spine they make. The pricing (bookPricing, priceProject), the document schema, the storefront,
 * the design page, the editor's options and the print file all read this, so a book can only be
 * made, priced and printed as something the shop sells. Cover and paper names and calipers are
 * bookMaterials' (cover types 1–9, paper types 1–20 of spec §3); which of them a book is sold
 * with is decided here.
 */

/** Pages included in a size's base price: the fewest a book has. */
export const BOOK_INCLUDED_PAGES = 20;
/** A sewn or glued book binds up to this many pages. */
export const BOOK_MAX_PAGES = 150;
/** Lay-flat leaves are mounted board, so lay-flat books stop at fewer pages. */
export const LAYFLAT_MAX_PAGES = 80;
/** Pages come in leaves: two at a time. */
export const BOOK_PAGE_STEP = 2;

/**
 * The sizes on sale, squares then landscapes then portraits, small to large. The spec §3 size
 * labels name 6x6, 10x10, 12x12 (square), 8x6, 11x8.5, 14x11 (landscape) and 8.5x11 (portrait);
 * 8x8 is the shop's own small square, the size its storefront leads with.
 */
export const BOOK_LINE_SIZES = [
  { param: '6x6', width: 6, height: 6 },
  { param: '8x8', width: 8, height: 8 },
  { param: '10x10', width: 10, height: 10 },
  { param: '12x12', width: 12, height: 12 },
  { param: '8x6', width: 8, height: 6 },
  { param: '11x8.5', width: 11, height: 8.5 },
  { param: '14x11', width: 14, height: 11 },
  { param: '8.5x11', width: 8.5, height: 11 },
] as const;

export type BookSize = (typeof BOOK_LINE_SIZES)[number];
export type BookSizeParam = BookSize['param'];
export const BOOK_SIZE_PARAMS: readonly BookSizeParam[] = BOOK_LINE_SIZES.map((s) => s.param);

/** The sizes of each shape, in the line's order. */
export const BOOK_SIZES_BY_SHAPE: Record<BookShape, readonly BookSizeParam[]> = {
  square: BOOK_LINE_SIZES.filter((s) => orientation(s) === 'square').map((s) => s.param),
  landscape: BOOK_LINE_SIZES.filter((s) => orientation(s) === 'landscape').map((s) => s.param),
  portrait: BOOK_LINE_SIZES.filter((s) => orientation(s) === 'portrait').map((s) => s.param),
};

export function isBookSize(sizeKey: string): boolean {
  const size = parseSizeParam(sizeKey);
  return size !== undefined && BOOK_LINE_SIZES.some((s) => sizeParam(s) === sizeParam(size));
}

/** "12 × 12 in", with the spec's label and shape when it has one: "12 × 12 in · Large square". */
export function bookSizeName(size: { width: number; height: number }): string {
  const label = sizeLabel(size);
  const inches = `${size.width} × ${size.height} in`;
  return label ? `${inches} · ${label} ${orientation(size)}` : `${inches} · ${orientation(size)}`;
}

/**
 * The covers on sale, cheapest first; the first is the one a size's base price includes. A cover
 * costs in proportion to the page area (a large book's boards and cloth cost more).
 */
export const BOOK_COVERS = [
  { coverTypeId: 1, name: 'Softcover', centsPerSquareInch: 0 },
  { coverTypeId: 2, name: 'Matte Hardcover', centsPerSquareInch: 10 },
  { coverTypeId: 3, name: 'Linen Hardcover', centsPerSquareInch: 15 },
  { coverTypeId: 5, name: 'Lay-Flat Hardcover', centsPerSquareInch: 25 },
] as const satisfies readonly {
  coverTypeId: CoverTypeId;
  name: string;
  centsPerSquareInch: number;
}[];

export type BookCover = (typeof BOOK_COVERS)[number];
export type BookCoverTypeId = BookCover['coverTypeId'];
export const BOOK_COVER_TYPE_IDS: readonly BookCoverTypeId[] = BOOK_COVERS.map(
  (c) => c.coverTypeId,
);

/** A new book's cover: what every design was made in before covers could be chosen. */
export const DEFAULT_BOOK_COVER_TYPE_ID: BookCoverTypeId = 2;

export function isBookCover(coverTypeId: number): coverTypeId is BookCoverTypeId {
  return (BOOK_COVER_TYPE_IDS as readonly number[]).includes(coverTypeId);
}

export function bookCoverById(coverTypeId: number): BookCover | undefined {
  return BOOK_COVERS.find((cover) => cover.coverTypeId === coverTypeId);
}

/**
 * The papers a book is printed on: text weights for sewn and glued books, the mounted leaves for
 * lay-flat ones (bookMaterials' layflatOnly). The first of each is the default, at no charge.
 */
const PRINTED_PAPERS = [1, 2, 3, 4] as const satisfies readonly PaperTypeId[];
const LAYFLAT_PAPERS = [19, 18, 20] as const satisfies readonly PaperTypeId[];
export const BOOK_PAPER_TYPE_IDS: readonly PaperTypeId[] = [...PRINTED_PAPERS, ...LAYFLAT_PAPERS];

const isLayflat = (coverTypeId: number) => coverTypeById(coverTypeId)?.binding === 'layflat';

/** The papers a book under this cover can have, the default first; none for a cover not sold. */
export function bookPapersFor(coverTypeId: number): readonly PaperTypeId[] {
  if (!isBookCover(coverTypeId)) return [];
  return isLayflat(coverTypeId) ? LAYFLAT_PAPERS : PRINTED_PAPERS;
}

/** The paper a book under this cover gets when none is chosen. */
export function defaultBookPaperTypeId(coverTypeId: number): PaperTypeId {
  return isLayflat(coverTypeId) ? LAYFLAT_PAPERS[0] : PRINTED_PAPERS[0];
}

export function bookPaperName(paperTypeId: number): string | undefined {
  return paperTypeById(paperTypeId)?.name;
}

/** A book's page count bounds under a cover: even counts from min to max, in steps of two. */
export function bookPageBounds(coverTypeId: number): { min: number; max: number; step: number } {
  return {
    min: BOOK_INCLUDED_PAGES,
    max: isLayflat(coverTypeId) ? LAYFLAT_MAX_PAGES : BOOK_MAX_PAGES,
    step: BOOK_PAGE_STEP,
  };
}

export function isBookPageCount(coverTypeId: number, pageCount: number): boolean {
  const { min, max, step } = bookPageBounds(coverTypeId);
  return (
    Number.isInteger(pageCount) && pageCount >= min && pageCount <= max && pageCount % step === 0
  );
}

/** A page count moved into a cover's bounds (a 100-page book made lay-flat keeps 80). */
export function pageCountWithin(coverTypeId: number, pageCount: number): number {
  const { min, max, step } = bookPageBounds(coverTypeId);
  const even = Math.round(pageCount / step) * step;
  return Math.min(max, Math.max(min, even));
}

/** What the customer has chosen of a book: the options the line sells. */
export interface BookChoice {
  sizeKey: string;
  coverTypeId: number;
  paperTypeId: number;
  pageCount: number;
}

/**
 * The reasons a book's choice is not one the shop sells, each keyed by the option at fault;
 * empty when it is sold. The document schema, the design page and the editor read this.
 */
export function bookChoiceProblems(
  choice: Partial<BookChoice>,
): { key: keyof BookChoice; message: string }[] {
  const problems: { key: keyof BookChoice; message: string }[] = [];
  const coverTypeId = choice.coverTypeId ?? DEFAULT_BOOK_COVER_TYPE_ID;
  if (!isBookCover(coverTypeId)) {
    problems.push({ key: 'coverTypeId', message: `cover ${coverTypeId} is not sold for books` });
    return problems;
  }
  const paperTypeId = choice.paperTypeId ?? defaultBookPaperTypeId(coverTypeId);
  if (!bookPapersFor(coverTypeId).includes(paperTypeId as PaperTypeId)) {
    problems.push({
      key: 'paperTypeId',
      message: `paper ${paperTypeId} is not sold under the ${bookCoverById(coverTypeId)?.name}`,
    });
  }
  return problems;
}

/** A book's spine in inches: its leaves' thickness plus the cover's boards and hinge. */
export function bookSpineInches(choice: Omit<BookChoice, 'sizeKey'>): number {
  return spineWidthInches(choice.pageCount, choice.paperTypeId, choice.coverTypeId);
}

/** A choice made whole and sold: cover sold, its paper, its page count within bounds. */
export function soldBookChoice(choice: Partial<BookChoice> & { sizeKey: string }): BookChoice {
  const coverTypeId = isBookCover(choice.coverTypeId ?? -1)
    ? (choice.coverTypeId as number)
    : DEFAULT_BOOK_COVER_TYPE_ID;
  const papers = bookPapersFor(coverTypeId);
  const paperTypeId = papers.includes(choice.paperTypeId as PaperTypeId)
    ? (choice.paperTypeId as number)
    : defaultBookPaperTypeId(coverTypeId);
  return {
    sizeKey: choice.sizeKey,
    coverTypeId,
    paperTypeId,
    pageCount: pageCountWithin(coverTypeId, choice.pageCount ?? BOOK_INCLUDED_PAGES),
  };
}

import {
  coverTypeById,
  defaultPaperTypeId,
  isPaperAllowed,
  spineWidthInches,
} from '../../catalog/bookMaterials';
import {
  BOOK_SIZES_BY_SHAPE,
  DEFAULT_BOOK_COVER_TYPE_ID,
  bookPageBounds as linePageBounds,
} from '../../catalog/photoBookLine';
import type { BookShape } from '../../catalog/sizes';
import type { ProductOptions } from '../options';
import type { Surface } from '../surface';
import { inches, roundPt } from '../units';
import { makeSurface, ProductOptionsError, sizePoints } from './makeSurface';

/** Sizes of each book shape (inches), small to large: the line's (photoBookLine). */
export const BOOK_SIZES: Record<BookShape, readonly string[]> = BOOK_SIZES_BY_SHAPE;

/** How far a hardcover's boards stand past the pages at head, tail and fore-edge. */
const BOARD_OVERHANG_PT = 9;

export { DEFAULT_BOOK_COVER_TYPE_ID };

export function bookPageBounds(coverTypeId: number): { min: number; max: number } {
  const { min, max } = linePageBounds(coverTypeId);
  return { min, max };
}

/** The book's page count moved by whole leaves (pairs of pages), kept inside its bounds. */
export function changePageCount(options: ProductOptions, pairs: number): ProductOptions {
  const coverTypeId = options.coverTypeId ?? DEFAULT_BOOK_COVER_TYPE_ID;
  const { min, max } = bookPageBounds(coverTypeId);
  const current = options.pageCount ?? min;
  const pageCount = Math.min(max, Math.max(min, current + 2 * Math.trunc(pairs)));
  return { ...options, pageCount };
}

function checkedBook(options: ProductOptions) {
  const coverTypeId = options.coverTypeId ?? DEFAULT_BOOK_COVER_TYPE_ID;
  const cover = coverTypeById(coverTypeId);
  if (!cover) throw new ProductOptionsError(`No cover type ${coverTypeId}`);
  const paperTypeId = options.paperTypeId ?? defaultPaperTypeId(coverTypeId);
  if (!isPaperAllowed(coverTypeId, paperTypeId)) {
    throw new ProductOptionsError(`Paper ${paperTypeId} cannot be bound under cover ${cover.name}`);
  }
  const { min, max } = bookPageBounds(coverTypeId);
  const pageCount = options.pageCount ?? min;
  if (pageCount % 2 !== 0 || pageCount < min || pageCount > max) {
    throw new ProductOptionsError(
      `A ${cover.name} book has an even ${min} to ${max} pages, not ${pageCount}`,
    );
  }
  return { cover, paperTypeId, pageCount };
}

/** The cover wrap: back, spine and front side by side, the spine as wide as the book is thick. */
function coverWrap(options: ProductOptions): Surface {
  const { cover, paperTypeId, pageCount } = checkedBook(options);
  const page = sizePoints(options);
  const hard = cover.binding !== 'softcover';
  const panelWidth = page.width + (hard ? BOARD_OVERHANG_PT : 0);
  const height = page.height + (hard ? 2 * BOARD_OVERHANG_PT : 0);
  const spine = roundPt(inches(spineWidthInches(pageCount, paperTypeId, cover.id)));
  return makeSurface({
    id: 'cover',
    kind: 'cover',
    role: 'wrap',
    label: `Cover (${cover.name})`,
    width: 2 * panelWidth + spine,
    height,
    folds: [
      { axis: 'x', at: panelWidth },
      { axis: 'x', at: roundPt(panelWidth + spine) },
    ],
    panels: [
      { role: 'back', rect: { x: 0, y: 0, width: panelWidth, height } },
      { role: 'spine', rect: { x: panelWidth, y: 0, width: spine, height } },
      { role: 'front', rect: { x: roundPt(panelWidth + spine), y: 0, width: panelWidth, height } },
    ],
  });
}

/**
 * A photo book's surfaces: the cover wrap, then the interior. Pages print one by one (page 1 a
 * right-hand page facing the inside cover); lay-flat books print each spread across the gutter.
 */
export function photoBookSurfaces(options: ProductOptions): Surface[] {
  const { cover, pageCount } = checkedBook(options);
  const page = sizePoints(options);
  const surfaces = [coverWrap(options)];
  if (cover.binding === 'layflat') {
    for (let spread = 1; spread <= pageCount / 2; spread++) {
      surfaces.push(
        makeSurface({
          id: `spread-${spread}`,
          kind: 'spread',
          role: 'spread',
          label: `Pages ${2 * spread - 1}–${2 * spread}`,
          width: 2 * page.width,
          height: page.height,
          folds: [{ axis: 'x', at: page.width }],
          panels: [
            { role: 'left', rect: { x: 0, y: 0, ...page } },
            { role: 'right', rect: { x: page.width, y: 0, ...page } },
          ],
        }),
      );
    }
    return surfaces;
  }
  for (let number = 1; number <= pageCount; number++) {
    surfaces.push(
      makeSurface({
        id: `page-${number}`,
        kind: 'page',
        role: number % 2 === 1 ? 'right' : 'left',
        label: `Page ${number}`,
        ...page,
      }),
    );
  }
  return surfaces;
}

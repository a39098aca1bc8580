import { productLineUri } from '../../../shared/catalog/productTypes';
import {
  bookPageBounds,
  DEFAULT_BOOK_COVER_TYPE_ID,
} from '../../../shared/project/products/photoBook';
import { interiorIds, type PageBounds } from '../engine/commands/pages';
import type { PageStructure } from '../engine/surfaceContent';

/*
 * The page strip's rules about a book's interior pages: which may move and where a drop or
 * Alt+arrow puts them, and which pages a removal takes (a page book loses a whole leaf, the page
 * and its other side, so the count stays even).
 */

/**
 * A photo book's page-count bounds (by its cover type: lay-flat books hold fewer pages), or
 * undefined for every other product: a card's inside spread or a calendar's months are fixed.
 */
export function bookBounds(doc: PageStructure): PageBounds | undefined {
  if (productLineUri(doc.options.productTypeId) !== 'photo-books') return undefined;
  return bookPageBounds(doc.options.coverTypeId ?? DEFAULT_BOOK_COVER_TYPE_ID);
}

/** A book page (or spread) that may move, be removed, or have pages added after it. */
export function isInteriorPage(doc: PageStructure, id: string): boolean {
  const kind = doc.surfaces[id]?.kind;
  return (kind === 'page' || kind === 'spread') && bookBounds(doc) !== undefined;
}

/**
 * The interior index reorderPages takes for moving `ids` before or after `targetId`. A drop on a
 * cover lands at the start of the interior (before it) or stays unchanged.
 */
export function reorderIndex(
  doc: PageStructure,
  ids: readonly string[],
  targetId: string,
  position: 'before' | 'after' | 'on',
): number | undefined {
  const interior = interiorIds(doc);
  const rest = interior.filter((id) => !ids.includes(id));
  const at = rest.indexOf(targetId);
  if (at === -1) return ids.includes(targetId) ? undefined : position === 'after' ? 0 : undefined;
  return position === 'before' ? at : at + 1;
}

/** The interior index one step earlier or later, for Alt+arrow; undefined at either end. */
export function stepIndex(doc: PageStructure, id: string, step: -1 | 1): number | undefined {
  const interior = interiorIds(doc);
  const at = interior.indexOf(id);
  if (at === -1) return undefined;
  const to = at + step;
  return to < 0 || to >= interior.length ? undefined : to;
}

/** The pages removing `id` takes: its leaf in a page book, the spread itself in a lay-flat. */
export function pagesRemovedWith(doc: PageStructure, id: string): string[] {
  if (!isInteriorPage(doc, id)) return [];
  const interior = interiorIds(doc);
  const at = interior.indexOf(id);
  if (at === -1) return [];
  if (doc.surfaces[id]?.kind === 'spread') return [id];
  const first = at - (at % 2);
  return interior.slice(first, first + 2);
}

/** The surfaces `after` has that `before` lacked, in order (the pages an add made). */
export function addedSurfaces(before: PageStructure, after: PageStructure): string[] {
  const had = new Set(before.surfaceOrder);
  return after.surfaceOrder.filter((id) => !had.has(id));
}

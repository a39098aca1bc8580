import { BOOK_INCLUDED_PAGES, BOOK_MAX_PAGES } from '../../../../shared/catalog/bookPricing';
import { refitBookCover } from '../../../../shared/project/products/bookCover';
import type { Surface } from '../../../../shared/project/surface';
import { type Doc, type IdMaker, randomId, removeElements } from './docOps';

/*
 * A book's interior is its 'page' surfaces (one per page) or, for lay-flat books, its 'spread'
 * surfaces (one per pair). Pages come and go in pairs, a leaf at a time, inside the book's
 * page-count bounds; the cover wrap stays first. The cover's spine width follows the page count:
 * adding or removing pages rebuilds the cover (refitBookCover) in the same step.
 */

export interface PageBounds {
  min: number;
  max: number;
}

const DEFAULT_BOUNDS: PageBounds = { min: BOOK_INCLUDED_PAGES, max: BOOK_MAX_PAGES };

const isInterior = (surface: Surface | undefined) =>
  surface !== undefined && (surface.kind === 'page' || surface.kind === 'spread');

export function interiorIds(doc: Pick<Doc, 'surfaceOrder' | 'surfaces'>): string[] {
  return doc.surfaceOrder.filter((id) => isInterior(doc.surfaces[id]));
}

/** Pages per interior surface: 1 for a page, 2 for a spread. */
function pagesPer(doc: Doc): number {
  const first = interiorIds(doc)[0];
  return first && doc.surfaces[first]?.kind === 'spread' ? 2 : 1;
}

function pageCountOf(doc: Doc): number {
  return interiorIds(doc).length * pagesPer(doc);
}

/** Numbers pages again after a change: labels, and left/right by position (page 1 is a right). */
function renumber(doc: Doc, order: string[]): Doc {
  const surfaces = { ...doc.surfaces };
  const per = pagesPer(doc);
  interiorIds({ ...doc, surfaceOrder: order }).forEach((id, index) => {
    const surface = surfaces[id]!;
    const label = per === 2 ? `Pages ${2 * index + 1}–${2 * index + 2}` : `Page ${index + 1}`;
    const role = per === 2 ? 'spread' : index % 2 === 0 ? 'right' : 'left';
    if (surface.label !== label || surface.role !== role)
      surfaces[id] = { ...surface, label, role };
  });
  const pageCount = interiorIds({ ...doc, surfaceOrder: order }).length * per;
  return {
    ...doc,
    surfaceOrder: order,
    surfaces,
    options: doc.options.pageCount === pageCount ? doc.options : { ...doc.options, pageCount },
  };
}

/**
 * The book's page labels, sides, page count and cover spine as its pages now stand: what two
 * devices that each added or removed pages leave half right when their edits merge (each
 * numbered its own new pages). The same document when they already agree.
 */
export function numberPages(doc: Doc): Doc {
  if (interiorIds(doc).length === 0) return doc;
  const numbered = refitBookCover(renumber(doc, doc.surfaceOrder));
  const same =
    numbered.options.pageCount === doc.options.pageCount &&
    Object.keys(numbered.surfaces).every((id) => numbered.surfaces[id] === doc.surfaces[id]);
  return same ? doc : numbered;
}

/** Adds `pairs` leaves of blank pages after `afterId` (the end of the book by default). */
export function addPages(
  doc: Doc,
  args: { pairs?: number; afterId?: string; bounds?: PageBounds; newId?: IdMaker },
): Doc {
  const interior = interiorIds(doc);
  const model = doc.surfaces[interior[interior.length - 1] ?? ''];
  if (!model) return doc;
  const per = pagesPer(doc);
  const bounds = args.bounds ?? DEFAULT_BOUNDS;
  const room = Math.floor((bounds.max - pageCountOf(doc)) / 2);
  const pairs = Math.min(Math.max(0, Math.trunc(args.pairs ?? 1)), room);
  if (pairs === 0) return doc;
  const newId = args.newId ?? randomId;
  const added: Surface[] = Array.from({ length: (pairs * 2) / per }, () => ({
    ...structuredClone(model),
    id: `${model.kind}-${newId()}`,
    elementIds: [],
  }));
  const anchor = args.afterId && interior.includes(args.afterId) ? args.afterId : interior.at(-1)!;
  const order = [...doc.surfaceOrder];
  order.splice(order.indexOf(anchor) + 1, 0, ...added.map((surface) => surface.id));
  const surfaces = { ...doc.surfaces };
  for (const surface of added) surfaces[surface.id] = surface;
  return refitBookCover(renumber({ ...doc, surfaces }, order));
}

/**
 * Removes interior surfaces with their elements. A page book loses whole leaves only, so the
 * count of pages must be even, and the book never drops under its minimum.
 */
export function removePages(doc: Doc, args: { ids: readonly string[]; bounds?: PageBounds }) {
  const interior = new Set(interiorIds(doc));
  const ids = [...new Set(args.ids)].filter((id) => interior.has(id));
  const per = pagesPer(doc);
  const pages = ids.length * per;
  const bounds = args.bounds ?? DEFAULT_BOUNDS;
  if (pages === 0 || pages % 2 !== 0 || pageCountOf(doc) - pages < bounds.min) return doc;
  const cleared = removeElements(
    doc,
    ids.flatMap((id) => doc.surfaces[id]?.elementIds ?? []),
  );
  const surfaces = { ...cleared.surfaces };
  for (const id of ids) delete surfaces[id];
  const gone = new Set(ids);
  return refitBookCover(
    renumber(
      { ...cleared, surfaces },
      doc.surfaceOrder.filter((id) => !gone.has(id)),
    ),
  );
}

/** Moves interior surfaces (kept in their order) so the first lands at interior index `to`. */
export function reorderPages(doc: Doc, args: { ids: readonly string[]; to: number }) {
  const interior = interiorIds(doc);
  const moving = interior.filter((id) => args.ids.includes(id));
  if (moving.length === 0) return doc;
  const rest = interior.filter((id) => !moving.includes(id));
  const to = Math.max(0, Math.min(rest.length, Math.trunc(args.to)));
  const nextInterior = [...rest.slice(0, to), ...moving, ...rest.slice(to)];
  if (nextInterior.every((id, index) => id === interior[index])) return doc;
  let cursor = 0;
  const order = doc.surfaceOrder.map((id) =>
    isInterior(doc.surfaces[id]) ? nextInterior[cursor++]! : id,
  );
  return renumber(doc, order);
}

import type { ProjectDocument } from '../document';
import { coverElementsOn } from '../products/bookCover';
import { bookPageBounds, DEFAULT_BOOK_COVER_TYPE_ID } from '../products/photoBook';
import { surfacesFor } from '../products/surfacesFor';
import type { Surface } from '../surface';

/*
 * Growing a book for autofill: more pages in whole leaves, inside the cover type's bounds. The
 * surfaces come from the product's own surface function, so the new pages and the cover's spine
 * (as wide as the thicker book) are what the editor and the print file make of the page count.
 */

export const isInterior = (surface: Surface | undefined) =>
  surface?.kind === 'page' || surface?.kind === 'spread';

export function bookBounds(doc: ProjectDocument) {
  return bookPageBounds(doc.options.coverTypeId ?? DEFAULT_BOOK_COVER_TYPE_ID);
}

/** The book's page count, from its interior surfaces (a spread holds two pages). */
export function bookPageCount(doc: ProjectDocument): number {
  return doc.surfaceOrder.reduce((sum, id) => {
    const surface = doc.surfaces[id];
    return sum + (surface?.kind === 'spread' ? 2 : surface?.kind === 'page' ? 1 : 0);
  }, 0);
}

/**
 * The book at `pageCount` pages (never fewer than it has, never past its bounds, always even).
 * Existing surfaces keep their ids and elements (the editor names pages it adds at random); new
 * pages go at the end and carry the ground of the last page of the same side, so the design runs
 * on. Labels and sides follow position, as the product's surface function numbers them.
 */
export function growBook(doc: ProjectDocument, pageCount: number): ProjectDocument {
  const { max } = bookBounds(doc);
  const current = bookPageCount(doc);
  const target = Math.min(max, Math.max(current, 2 * Math.ceil(pageCount / 2)));
  if (target <= current) return doc;
  const options = { ...doc.options, pageCount: target };
  const fresh = surfacesFor(options);
  const freshById = new Map(fresh.map((surface) => [surface.id, surface]));
  const freshInterior = fresh.filter(isInterior);
  const elements = { ...doc.elements };
  const surfaces = { ...doc.surfaces };
  const lastOfRole = new Map<string, Surface>();
  const interior: string[] = [];
  for (const id of doc.surfaceOrder) {
    const surface = doc.surfaces[id];
    if (!surface) continue;
    if (isInterior(surface)) {
      interior.push(id);
      lastOfRole.set(surface.role, surface);
      continue;
    }
    const next = freshById.get(id);
    if (surface.kind === 'cover' && next && next.width !== surface.width) {
      Object.assign(elements, coverElementsOn(surface, next, elements));
      surfaces[id] = { ...next, elementIds: surface.elementIds };
    }
  }
  for (const model of freshInterior.slice(interior.length)) {
    let id = model.id;
    for (let n = 2; surfaces[id]; n++) id = `${model.id}-${n}`;
    const like = lastOfRole.get(model.role);
    const grounds = (like?.elementIds ?? []).flatMap((elementId) => {
      const element = elements[elementId];
      return element?.type === 'background' ? [element] : [];
    });
    const copies = grounds.map((ground, i) => ({
      ...structuredClone(ground),
      id: `${id}-bg${i ? `-${i + 1}` : ''}`,
    }));
    for (const copy of copies) elements[copy.id] = copy;
    surfaces[id] = { ...model, id, elementIds: copies.map((copy) => copy.id) };
    interior.push(id);
  }
  interior.forEach((id, index) => {
    const numbered = freshInterior[index];
    const surface = surfaces[id]!;
    if (numbered && (surface.label !== numbered.label || surface.role !== numbered.role))
      surfaces[id] = { ...surface, label: numbered.label, role: numbered.role };
  });
  const firstInterior = doc.surfaceOrder.findIndex((id) => isInterior(doc.surfaces[id]));
  const before = doc.surfaceOrder.slice(0, Math.max(0, firstInterior));
  const after = doc.surfaceOrder.filter(
    (id, index) => index > firstInterior && !isInterior(doc.surfaces[id]),
  );
  return {
    ...doc,
    options,
    surfaceOrder: [...before, ...interior, ...after],
    surfaces,
    elements,
  };
}

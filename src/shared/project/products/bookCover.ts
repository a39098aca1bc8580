import type { ProjectDocument } from '../document';
import type { Element } from '../elements';
import type { Rect } from '../geometry';
import { bleedRect, type Surface } from '../surface';
import { roundPt } from '../units';
import { ProductOptionsError } from './makeSurface';
import { surfacesFor } from './surfacesFor';

/*
 * A book's cover is one wrap (back, spine, front) whose spine is as wide as the book is thick: a
 * change of page count makes a new cover surface, and the design on the old one moves with its
 * panel (the front's words stay on the front, the spine's title in the spine's middle).
 */

const panelRect = (surface: Surface, role: string): Rect | undefined =>
  surface.panels.find((panel) => panel.role === role)?.rect;

const centreX = (rect: Rect) => rect.x + rect.width / 2;

/** How far an element on the old cover moves: with the front panel, or with the spine's middle. */
function coverShift(old: Surface, next: Surface, element: Element): number {
  const cx = centreX(element);
  const oldFront = panelRect(old, 'front');
  const nextFront = panelRect(next, 'front');
  if (oldFront && nextFront && cx >= oldFront.x) return nextFront.x - oldFront.x;
  const oldSpine = panelRect(old, 'spine');
  const nextSpine = panelRect(next, 'spine');
  if (oldSpine && nextSpine && cx >= oldSpine.x) return centreX(nextSpine) - centreX(oldSpine);
  return 0;
}

/** The old cover's elements on the new, wider cover: full-bleed grounds stretched, the rest moved. */
export function coverElementsOn(
  old: Surface,
  next: Surface,
  elements: Record<string, Element>,
): Record<string, Element> {
  const oldBleed = bleedRect(old);
  const nextBleed = bleedRect(next);
  const moved: Record<string, Element> = {};
  for (const id of old.elementIds) {
    const element = elements[id];
    if (!element) continue;
    const fullBleed =
      element.type === 'background' &&
      Math.abs(element.x - oldBleed.x) < 0.01 &&
      Math.abs(element.width - oldBleed.width) < 0.01;
    moved[id] = fullBleed
      ? { ...element, x: roundPt(nextBleed.x), width: roundPt(nextBleed.width) }
      : { ...element, x: roundPt(element.x + coverShift(old, next, element)) };
  }
  return moved;
}

/**
 * The document with its cover rebuilt for its page count (options.pageCount): after pages are
 * added or removed the spine widens or narrows and the cover's elements move with their panel.
 */
export function refitBookCover(doc: ProjectDocument): ProjectDocument {
  const cover = doc.surfaceOrder.map((id) => doc.surfaces[id]).find((s) => s?.kind === 'cover');
  if (!cover) return doc;
  const next = surfacesNowFor(doc).find((surface) => surface.id === cover.id);
  if (!next || (next.width === cover.width && next.height === cover.height)) return doc;
  return {
    ...doc,
    surfaces: { ...doc.surfaces, [cover.id]: { ...next, elementIds: cover.elementIds } },
    elements: { ...doc.elements, ...coverElementsOn(cover, next, doc.elements) },
  };
}

/** The product's surfaces for the document's options; none when the options break its rules. */
function surfacesNowFor(doc: ProjectDocument): Surface[] {
  try {
    return surfacesFor(doc.options);
  } catch (error) {
    // A command never throws: a book outside its bounds keeps the cover it has.
    if (error instanceof ProductOptionsError) return [];
    throw error;
  }
}

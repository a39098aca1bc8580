import { isBookCover, isBookSize, soldBookChoice } from '../../../../shared/catalog/photoBookLine';
import type { Element } from '../../../../shared/project/elements';
import type { Rect } from '../../../../shared/project/geometry';
import { type ProductOptions, productOptionsSchema } from '../../../../shared/project/options';
import { ProductOptionsError } from '../../../../shared/project/products/makeSurface';
import { surfacesFor } from '../../../../shared/project/products/surfacesFor';
import { bleedRect, type Surface } from '../../../../shared/project/surface';
import { templateLine } from '../../../../shared/project/templates/templateOptions';
import { roundPt } from '../../../../shared/project/units';
import { type Doc, randomId } from './docOps';

/*
 * A photo book's size, cover, paper and page count changed on the open book, in one step. The
 * book's surfaces are made again from the new options and every element goes with its page: a
 * page's photos, words and shapes keep their place on it in proportion (a 12x12 page's top-left
 * photo is the 8x8 page's top-left photo), full-bleed grounds fill the new page, words scale with
 * the page, and a photo is framed again on its focus since its slot's shape may change. A change
 * between sewn pages and lay-flat spreads pairs pages into spreads (pages 1–2, 3–4…) or splits
 * them. The cover's back and front keep their designs on the new panels, the spine's title stays
 * centred on the new spine. A change that would drop pages with something on them is refused (a
 * no-op): pages are removed one by one in the page strip, where the customer sees what goes.
 */

export interface BookChange {
  sizeKey?: string;
  productId?: number;
  coverTypeId?: number;
  paperTypeId?: number;
  pageCount?: number;
}

const isInterior = (surface: Surface | undefined): boolean =>
  surface !== undefined && (surface.kind === 'page' || surface.kind === 'spread');

/** One page of the book: the surface it is printed on and where on that surface it is. */
interface PagePlace {
  surface: Surface;
  rect: Rect;
}

/** The book's pages in order, each with its place (a spread holds two, side by side). */
function pagePlaces(surfaces: readonly Surface[]): PagePlace[] {
  return surfaces.flatMap((surface) => {
    if (surface.kind !== 'spread') {
      return [{ surface, rect: { x: 0, y: 0, width: surface.width, height: surface.height } }];
    }
    const half = surface.width / 2;
    return [
      { surface, rect: { x: 0, y: 0, width: half, height: surface.height } },
      { surface, rect: { x: half, y: 0, width: half, height: surface.height } },
    ];
  });
}

/** A page's place with the bleed round it: what a full-bleed photo or ground fills. */
const withBleed = (place: PagePlace): Rect => ({
  x: place.rect.x - place.surface.bleed,
  y: place.rect.y - place.surface.bleed,
  width: place.rect.width + 2 * place.surface.bleed,
  height: place.rect.height + 2 * place.surface.bleed,
});

const near = (a: number, b: number) => Math.abs(a - b) < 0.5;
const sameRect = (a: Rect, b: Rect) =>
  near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height);

/** A box moved from one rectangle to another in proportion. */
function mapped(box: Rect, from: Rect, to: Rect): Rect {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  return {
    x: roundPt(to.x + (box.x - from.x) * sx),
    y: roundPt(to.y + (box.y - from.y) * sy),
    width: roundPt(box.width * sx),
    height: roundPt(box.height * sy),
  };
}

const clampFont = (size: number) => Math.min(1000, Math.max(2, roundPt(size)));

/** An element in a new box; words scaled by `fontScale`, a photo framed again when resized. */
function moved(element: Element, box: Rect, fontScale: number): Element {
  const resized = !near(box.width, element.width) || !near(box.height, element.height);
  if (element.type === 'photoSlot' && resized) {
    const { crop: _crop, ...rest } = element;
    return { ...rest, ...box };
  }
  if (element.type === 'text' && fontScale !== 1) {
    return { ...element, ...box, fontSize: clampFont(element.fontSize * fontScale) };
  }
  if (element.type === 'foil' && element.mark.kind === 'text' && fontScale !== 1) {
    return {
      ...element,
      ...box,
      mark: { ...element.mark, fontSize: clampFont(element.mark.fontSize * fontScale) },
    };
  }
  return { ...element, ...box };
}

const panelOf = (surface: Surface, role: string) =>
  surface.panels.find((panel) => panel.role === role)?.rect;

/** The cover's elements on the new cover: back and front in proportion, the spine centred. */
function coverMoved(old: Surface, next: Surface, elements: Record<string, Element>, scale: number) {
  const out: Record<string, Element> = {};
  const oldBleed = bleedRect(old);
  const nextBleed = bleedRect(next);
  for (const id of old.elementIds) {
    const element = elements[id];
    if (!element) continue;
    if (element.type === 'background' && sameRect(element, oldBleed)) {
      out[id] = { ...element, ...nextBleed };
      continue;
    }
    const cx = element.x + element.width / 2;
    const role = ['front', 'spine', 'back'].find((r) => {
      const rect = panelOf(old, r);
      return rect !== undefined && cx >= rect.x;
    });
    const from = role ? panelOf(old, role) : undefined;
    const to = role ? panelOf(next, role) : undefined;
    if (!from || !to) {
      out[id] = moved(element, mapped(element, oldBleed, nextBleed), scale);
    } else if (role === 'spine') {
      // Spine words run along it: the height follows the book, the middle stays the spine's.
      const box = mapped(element, from, to);
      const width = Math.min(element.width, to.width + 2 * next.bleed);
      out[id] = moved(
        element,
        { ...box, x: roundPt(to.x + to.width / 2 - width / 2), width: roundPt(width) },
        scale,
      );
    } else {
      out[id] = moved(element, mapped(element, from, to), scale);
    }
  }
  return out;
}

function madeFor(options: ProductOptions): Surface[] | undefined {
  try {
    return surfacesFor(options);
  } catch (error) {
    if (error instanceof ProductOptionsError) return undefined;
    throw error;
  }
}

export function setBook(doc: Doc, change: BookChange): Doc {
  if (templateLine(doc.options.productTypeId) !== 'book') return doc;
  // A cover or size the line does not sell is refused, not swapped for another.
  if (change.coverTypeId !== undefined && !isBookCover(change.coverTypeId)) return doc;
  if (change.sizeKey !== undefined && !isBookSize(change.sizeKey)) return doc;
  // A new size without its product is priced by its size (the old product is another size).
  const wanted = {
    ...doc.options,
    ...(change.sizeKey !== undefined ? { productId: undefined } : {}),
    ...change,
  };
  const sold = soldBookChoice(wanted);
  const parsed = productOptionsSchema.safeParse({ ...wanted, ...sold });
  if (!parsed.success) return doc;
  const options = parsed.data;
  const made = madeFor(options);
  if (!made) return doc;

  const old = doc.surfaceOrder.flatMap((id) => (doc.surfaces[id] ? [doc.surfaces[id]] : []));
  const oldInterior = old.filter(isInterior);
  const madeInterior = made.filter(isInterior);
  const oldPages = pagePlaces(oldInterior);
  const newPages = pagePlaces(madeInterior);

  // Each old element's page, by where its middle is; a page that goes must be empty.
  const pageOf = new Map<string, number>();
  oldInterior.forEach((surface) => {
    for (const id of surface.elementIds) {
      const element = doc.elements[id];
      if (!element) continue;
      const cx = element.x + element.width / 2;
      const places = oldPages.flatMap((page, index) => (page.surface === surface ? [index] : []));
      const hit =
        places.find((index) => cx < oldPages[index]!.rect.x + oldPages[index]!.rect.width) ??
        places.at(-1);
      if (hit !== undefined) pageOf.set(id, hit);
    }
  });
  if ([...pageOf.values()].some((page) => page >= newPages.length)) return doc;

  // Surfaces keep their ids where the kind stays (pages stay pages), so other devices agree.
  const sameKind = oldInterior[0]?.kind === madeInterior[0]?.kind;
  const taken = new Set(doc.surfaceOrder);
  const interiorIds = madeInterior.map((surface, index) => {
    const kept = sameKind ? oldInterior[index]?.id : undefined;
    if (kept) return kept;
    if (!sameKind || !taken.has(surface.id)) return surface.id;
    return `${surface.kind}-${randomId()}`;
  });
  const idOfMade = new Map(madeInterior.map((surface, index) => [surface, interiorIds[index]!]));

  const first = oldPages[0]?.rect;
  const next = newPages[0]?.rect;
  const fontScale =
    first && next ? Math.min(next.width / first.width, next.height / first.height) : 1;
  const elements = { ...doc.elements };
  const elementIdsOf = new Map<string, string[]>();
  for (const surface of oldInterior) {
    for (const id of surface.elementIds) {
      const element = doc.elements[id];
      const page = pageOf.get(id);
      if (!element || page === undefined) continue;
      const from = oldPages[page]!;
      const to = newPages[page]!;
      const fullBleed =
        element.type === 'background' && sameRect(element, bleedRect(from.surface)) && sameKind;
      const box = fullBleed
        ? bleedRect(to.surface)
        : mapped(element, withBleed(from), withBleed(to));
      elements[id] = moved(element, box, fontScale);
      const target = idOfMade.get(to.surface)!;
      elementIdsOf.set(target, [...(elementIdsOf.get(target) ?? []), id]);
    }
  }

  const surfaces: Record<string, Surface> = {};
  const order: string[] = [];
  for (const surface of made) {
    if (isInterior(surface)) {
      const id = idOfMade.get(surface)!;
      surfaces[id] = { ...surface, id, elementIds: elementIdsOf.get(id) ?? [] };
      order.push(id);
      continue;
    }
    const before = doc.surfaces[surface.id];
    if (before) {
      Object.assign(elements, coverMoved(before, surface, doc.elements, fontScale));
      surfaces[surface.id] = { ...surface, elementIds: before.elementIds };
    } else surfaces[surface.id] = { ...surface, elementIds: [] };
    order.push(surface.id);
  }
  // Elements of surfaces that are no longer the book's (none when the pages were empty) go.
  const kept = new Set(Object.values(surfaces).flatMap((s) => s.elementIds));
  for (const surface of old) {
    for (const id of surface.elementIds) if (!kept.has(id)) delete elements[id];
  }
  return { ...doc, options, surfaceOrder: order, surfaces, elements };
}

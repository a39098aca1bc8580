import type { ProjectDocument } from '../../../../shared/project/document';
import type { Element } from '../../../../shared/project/elements';
import type { Surface } from '../../../../shared/project/surface';

/*
 * Small structural-sharing helpers the commands are written with: a command returns a new
 * document that keeps every untouched record as the same object, which is how the Yjs binding
 * knows what to skip. An argument naming a missing record is a no-op, never a throw, because a
 * collaborator may have deleted it a moment ago.
 */

export type Doc = ProjectDocument;

/** Makes ids for new records; random by default so two replicas never pick the same one. */
export type IdMaker = () => string;

export const randomId: IdMaker = () => crypto.randomUUID().replaceAll('-', '').slice(0, 16);

export function withElements(doc: Doc, changed: Record<string, Element>): Doc {
  if (Object.keys(changed).length === 0) return doc;
  return { ...doc, elements: { ...doc.elements, ...changed } };
}

/** Applies `patch` to each existing element `update` returns a change for. */
export function updateElements(
  doc: Doc,
  ids: readonly string[],
  update: (element: Element) => Element | undefined,
): Doc {
  const changed: Record<string, Element> = {};
  for (const id of ids) {
    const element = doc.elements[id];
    if (!element) continue;
    const next = update(element);
    if (next && next !== element) changed[id] = next;
  }
  return withElements(doc, changed);
}

export function withSurface(doc: Doc, surface: Surface): Doc {
  return { ...doc, surfaces: { ...doc.surfaces, [surface.id]: surface } };
}

/** The surface an element sits on. */
export function surfaceOf(doc: Doc, elementId: string): Surface | undefined {
  return Object.values(doc.surfaces).find((surface) => surface.elementIds.includes(elementId));
}

/** Removes elements and their places in their surfaces' order. */
export function removeElements(doc: Doc, ids: readonly string[]): Doc {
  const gone = new Set(ids.filter((id) => doc.elements[id]));
  if (gone.size === 0) return doc;
  const elements = { ...doc.elements };
  for (const id of gone) delete elements[id];
  const surfaces = { ...doc.surfaces };
  for (const surface of Object.values(doc.surfaces)) {
    if (surface.elementIds.some((id) => gone.has(id))) {
      surfaces[surface.id] = {
        ...surface,
        elementIds: surface.elementIds.filter((id) => !gone.has(id)),
      };
    }
  }
  return { ...doc, elements, surfaces };
}

/** Adds elements to a surface at `index` of its order (the top by default). */
export function insertElements(
  doc: Doc,
  surfaceId: string,
  added: readonly Element[],
  index?: number,
): Doc {
  const surface = doc.surfaces[surfaceId];
  if (!surface || added.length === 0) return doc;
  const order = [...surface.elementIds];
  order.splice(index ?? order.length, 0, ...added.map((element) => element.id));
  const elements = { ...doc.elements };
  for (const element of added) elements[element.id] = element;
  return {
    ...doc,
    elements,
    surfaces: { ...doc.surfaces, [surfaceId]: { ...surface, elementIds: order } },
  };
}

export const isUnlocked = (element: Element) => !element.locked;

/** Angles kept in the schema's -180..180 range. */
export function normaliseDegrees(degrees: number): number {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return Object.is(turned, -0) ? 0 : turned;
}

/** To 1/1000 pt, and never -0, which Yjs and deep equality tell apart from 0. */
export const round = (value: number) => Math.round(value * 1000) / 1000 + 0;

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value)) + 0;

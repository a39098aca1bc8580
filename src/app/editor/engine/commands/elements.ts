import type { Element } from '../../../../shared/project/elements';
import type { Rect } from '../../../../shared/project/geometry';
import {
  type Doc,
  type IdMaker,
  insertElements,
  isUnlocked,
  normaliseDegrees,
  randomId,
  removeElements,
  round,
  surfaceOf,
  updateElements,
} from './docOps';

/** The smallest an element may be made, so a handle can always be grabbed again: 1/8 in. */
export const MIN_ELEMENT_PT = 9;

export function moveElements(doc: Doc, args: { ids: readonly string[]; dx: number; dy: number }) {
  if (args.dx === 0 && args.dy === 0) return doc;
  return updateElements(doc, args.ids, (element) =>
    isUnlocked(element)
      ? { ...element, x: round(element.x + args.dx), y: round(element.y + args.dy) }
      : undefined,
  );
}

export type NudgeDirection = 'left' | 'right' | 'up' | 'down';

/** Arrow-key moves: 1 pt, or 10 pt with Shift. */
export function nudge(
  doc: Doc,
  args: { ids: readonly string[]; direction: NudgeDirection; large?: boolean },
) {
  const step = args.large ? 10 : 1;
  const [dx, dy] = {
    left: [-step, 0],
    right: [step, 0],
    up: [0, -step],
    down: [0, step],
  }[args.direction] as [number, number];
  return moveElements(doc, { ids: args.ids, dx, dy });
}

export function resizeElement(doc: Doc, args: { id: string; rect: Rect }) {
  const { rect } = args;
  return updateElements(doc, [args.id], (element) =>
    isUnlocked(element)
      ? {
          ...element,
          x: round(rect.x),
          y: round(rect.y),
          width: round(Math.max(MIN_ELEMENT_PT, rect.width)),
          height: round(Math.max(MIN_ELEMENT_PT, rect.height)),
        }
      : undefined,
  );
}

export function rotateElement(doc: Doc, args: { id: string; rotation: number }) {
  return updateElements(doc, [args.id], (element) =>
    isUnlocked(element) ? { ...element, rotation: normaliseDegrees(args.rotation) } : undefined,
  );
}

export function deleteElements(doc: Doc, args: { ids: readonly string[] }) {
  return removeElements(
    doc,
    args.ids.filter((id) => {
      const element = doc.elements[id];
      return element !== undefined && isUnlocked(element);
    }),
  );
}

/** Copies of elements as a clipboard holds them: detached from any document. */
export function copyElements(doc: Doc, ids: readonly string[]): Element[] {
  return ids.flatMap((id) => (doc.elements[id] ? [structuredClone(doc.elements[id])] : []));
}

/** Pastes copies onto a surface, on top, shifted by `offset`, each with a new id. */
export function pasteElements(
  doc: Doc,
  args: { surfaceId: string; elements: readonly Element[]; offset?: number; newId?: IdMaker },
): Doc {
  const newId = args.newId ?? randomId;
  const offset = args.offset ?? 0;
  // A pasted copy is the customer's to move, even when the original was locked.
  const copies = args.elements.map((element): Element => {
    const { locked: _locked, ...rest } = structuredClone(element);
    return { ...rest, id: newId(), x: round(element.x + offset), y: round(element.y + offset) };
  });
  return insertElements(doc, args.surfaceId, copies);
}

/** Duplicates elements on their own surfaces, a quarter inch down and right. */
export function duplicateElements(
  doc: Doc,
  args: { ids: readonly string[]; newId?: IdMaker },
): Doc {
  let next = doc;
  for (const id of args.ids) {
    const surface = surfaceOf(doc, id);
    const element = doc.elements[id];
    if (!surface || !element || element.type === 'background') continue;
    next = pasteElements(next, {
      surfaceId: surface.id,
      elements: [element],
      offset: 18,
      newId: args.newId,
    });
  }
  return next;
}

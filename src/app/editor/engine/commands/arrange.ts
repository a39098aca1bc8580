import { type Doc, isUnlocked, withSurface } from './docOps';

export type ArrangeMove = 'forward' | 'backward' | 'front' | 'back';

/**
 * Changes where elements sit in their surface's stacking order: one step up or down past a
 * neighbour, or to the top or bottom. Backgrounds stay under everything, so nothing is sent
 * below the run of backgrounds at the bottom and a background itself never moves; locked
 * elements keep their place.
 */
export function arrangeElements(doc: Doc, args: { ids: readonly string[]; move: ArrangeMove }) {
  let next = doc;
  for (const surface of Object.values(doc.surfaces)) {
    const moving = new Set(
      surface.elementIds.filter((id) => {
        const element = doc.elements[id];
        return args.ids.includes(id) && element?.type !== 'background' && isUnlocked(element!);
      }),
    );
    if (moving.size === 0) continue;
    const order = restack(surface.elementIds, moving, floorOf(doc, surface.elementIds), args.move);
    if (order.every((id, index) => id === surface.elementIds[index])) continue;
    next = withSurface(next, { ...surface, elementIds: order });
  }
  return next;
}

/** How many elements at the bottom of the order are backgrounds: nothing goes under them. */
function floorOf(doc: Doc, order: readonly string[]): number {
  let floor = 0;
  while (floor < order.length && doc.elements[order[floor]!]?.type === 'background') floor++;
  return floor;
}

function restack(
  order: readonly string[],
  moving: ReadonlySet<string>,
  floor: number,
  move: ArrangeMove,
): string[] {
  const rest = order.filter((id) => !moving.has(id));
  const picked = order.filter((id) => moving.has(id));
  if (move === 'front') return [...rest, ...picked];
  if (move === 'back') {
    const base = Math.min(floor, rest.length);
    return [...rest.slice(0, base), ...picked, ...rest.slice(base)];
  }
  const next = [...order];
  if (move === 'forward') {
    // From the top down, so a selected pair moves up together instead of swapping.
    for (let i = next.length - 2; i >= 0; i--) {
      if (moving.has(next[i]!) && !moving.has(next[i + 1]!))
        [next[i], next[i + 1]] = [next[i + 1]!, next[i]!];
    }
  } else {
    for (let i = 1; i < next.length; i++) {
      if (i - 1 >= floor && moving.has(next[i]!) && !moving.has(next[i - 1]!))
        [next[i], next[i - 1]] = [next[i - 1]!, next[i]!];
    }
  }
  return next;
}

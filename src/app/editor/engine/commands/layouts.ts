import { slotsIn } from '../../../../shared/project/autofill/slotFilling';
import type { Element, PhotoSlot } from '../../../../shared/project/elements';
import type { Rect } from '../../../../shared/project/geometry';
import {
  type Panel,
  panelSafeRect,
  type Surface,
  safeRect,
} from '../../../../shared/project/surface';
import { type Doc, type IdMaker, randomId, round } from './docOps';

/** A page layout: photo slot rectangles as fractions (0..1) of the page's safe area. */
export interface Layout {
  id: string;
  slots: readonly Rect[];
}

/** Space between slots, as a fraction of the safe area's shorter side. */
const GUTTER = 0.03;

function grid(rows: number, cols: number): Rect[] {
  const w = (1 - GUTTER * (cols - 1)) / cols;
  const h = (1 - GUTTER * (rows - 1)) / rows;
  const cells: Rect[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      cells.push({ x: c * (w + GUTTER), y: r * (h + GUTTER), width: w, height: h });
  return cells;
}

/** One large photo and a row (or column) of `n` small ones. */
function heroWithStrip(n: number, side: 'bottom' | 'right'): Rect[] {
  const big = 0.64;
  const rest = 1 - big - GUTTER;
  const small = (1 - GUTTER * (n - 1)) / n;
  const strip = Array.from({ length: n }, (_, i) => i * (small + GUTTER));
  return side === 'bottom'
    ? [
        { x: 0, y: 0, width: 1, height: big },
        ...strip.map((x) => ({ x, y: big + GUTTER, width: small, height: rest })),
      ]
    : [
        { x: 0, y: 0, width: big, height: 1 },
        ...strip.map((y) => ({ x: big + GUTTER, y, width: rest, height: small })),
      ];
}

const LAYOUTS: readonly Layout[] = [
  { id: 'full-1', slots: [{ x: 0, y: 0, width: 1, height: 1 }] },
  { id: 'columns-2', slots: grid(1, 2) },
  { id: 'rows-2', slots: grid(2, 1) },
  { id: 'hero-bottom-3', slots: heroWithStrip(2, 'bottom') },
  { id: 'hero-right-3', slots: heroWithStrip(2, 'right') },
  { id: 'columns-3', slots: grid(1, 3) },
  { id: 'grid-4', slots: grid(2, 2) },
  { id: 'hero-bottom-4', slots: heroWithStrip(3, 'bottom') },
  { id: 'hero-right-4', slots: heroWithStrip(3, 'right') },
  { id: 'grid-6', slots: grid(2, 3) },
  { id: 'grid-6-tall', slots: grid(3, 2) },
  { id: 'grid-9', slots: grid(3, 3) },
];

/** The layouts a picker offers for a page, fewest slots first; `slots` narrows to one count. */
export function layoutsFor(filter?: { slots?: number }): readonly Layout[] {
  return filter?.slots ? LAYOUTS.filter((layout) => layout.slots.length === filter.slots) : LAYOUTS;
}

export function layoutById(id: string): Layout | undefined {
  return LAYOUTS.find((layout) => layout.id === id);
}

function placeIn(area: Rect, cell: Rect): Rect {
  return {
    x: round(area.x + cell.x * area.width),
    y: round(area.y + cell.y * area.height),
    width: round(cell.width * area.width),
    height: round(cell.height * area.height),
  };
}

/** Reading order: top to bottom, then left to right, with a little tolerance for rows. */
function readingOrder(a: Element, b: Element): number {
  return Math.abs(a.y - b.y) > 4 ? a.y - b.y : a.x - b.x;
}

/** Panels a layout goes in when a surface has one: a cover's or folded card's front, a month's photo. */
const LAYOUT_PANEL_ROLES = ['front', 'photo'];

/**
 * Where a surface's layout goes: its front (or photo) panel's safe area when it has one, so a
 * layout never runs over a spine, a fold or a month's dates; else the surface's safe area.
 */
export function layoutArea(surface: Surface): { area: Rect; panel?: Panel } {
  for (const role of LAYOUT_PANEL_ROLES) {
    const panel = surface.panels.find((p) => p.role === role);
    if (panel) return { area: panelSafeRect(surface, panel), panel };
  }
  return { area: safeRect(surface) };
}

/**
 * Replaces a page's photo slots with a layout's, inside its layout area, and carries the page's
 * photos over in reading order (photos beyond the new slot count leave the page; they stay in the
 * tray). The new slots sit where the old ones were in the stacking order: above the background,
 * under text and ornaments.
 */
export function applyLayout(
  doc: Doc,
  args: { surfaceId: string; layoutId: string; newId?: IdMaker },
): Doc {
  const surface: Surface | undefined = doc.surfaces[args.surfaceId];
  const layout = layoutById(args.layoutId);
  if (!surface || !layout) return doc;
  const newId = args.newId ?? randomId;
  const { area, panel } = layoutArea(surface);
  // On a panel, only that panel's slots make way: the back's and the spine's stay.
  const current = panel
    ? slotsIn(doc, surface.id, panel.rect)
    : surface.elementIds.flatMap((id) => {
        const element = doc.elements[id];
        return element?.type === 'photoSlot' && !element.locked ? [element] : [];
      });
  const photos = [...current].sort(readingOrder);
  const slots: PhotoSlot[] = layout.slots.map((cell, index) => {
    const from = photos[index];
    const rect = placeIn(area, cell);
    return {
      id: newId(),
      type: 'photoSlot',
      ...rect,
      rotation: 0,
      ...(from?.photoId ? { photoId: from.photoId } : {}),
      ...(from?.focus ? { focus: from.focus } : {}),
    };
  });
  const removed = new Set(current.map((slot) => slot.id));
  const firstSlot = surface.elementIds.findIndex((id) => removed.has(id));
  const kept = surface.elementIds.filter((id) => !removed.has(id));
  const afterBackgrounds = kept.findIndex((id) => doc.elements[id]?.type !== 'background');
  const at =
    firstSlot >= 0
      ? surface.elementIds.slice(0, firstSlot).filter((id) => !removed.has(id)).length
      : afterBackgrounds < 0
        ? kept.length
        : afterBackgrounds;
  const elements = { ...doc.elements };
  for (const id of removed) delete elements[id];
  for (const slot of slots) elements[slot.id] = slot;
  const elementIds = [...kept.slice(0, at), ...slots.map((slot) => slot.id), ...kept.slice(at)];
  return {
    ...doc,
    elements,
    surfaces: { ...doc.surfaces, [surface.id]: { ...surface, elementIds } },
  };
}

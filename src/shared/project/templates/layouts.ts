import type { Rect } from '../geometry';
import { roundPt } from '../units';

/*
 * The layout library: where 1–6 photos sit in a region, a few arrangements per count, chosen by
 * the region's shape and a variant number so neighbouring pages differ. Gutters are even.
 */

export const GUTTER_PT = 9;
export const MAX_LAYOUT_PHOTOS = 6;

function grid(region: Rect, cols: number, rows: number, gutter: number): Rect[] {
  const w = (region.width - (cols - 1) * gutter) / cols;
  const h = (region.height - (rows - 1) * gutter) / rows;
  const cells: Rect[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      cells.push({
        x: region.x + col * (w + gutter),
        y: region.y + row * (h + gutter),
        width: w,
        height: h,
      });
    }
  }
  return cells;
}

function split(region: Rect, ratio: number, vertical: boolean, gutter: number): [Rect, Rect] {
  if (vertical) {
    const a = (region.width - gutter) * ratio;
    return [
      { ...region, width: a },
      { ...region, x: region.x + a + gutter, width: region.width - a - gutter },
    ];
  }
  const a = (region.height - gutter) * ratio;
  return [
    { ...region, height: a },
    { ...region, y: region.y + a + gutter, height: region.height - a - gutter },
  ];
}

/** The slots of one layout: `count` photo rectangles inside `region`. */
export function layoutSlots(region: Rect, count: number, variant = 0, gutter = GUTTER_PT): Rect[] {
  const wide = region.width >= region.height;
  const n = Math.max(1, Math.min(MAX_LAYOUT_PHOTOS, Math.trunc(count)));
  let slots: Rect[];
  switch (n) {
    case 1:
      slots = [region];
      break;
    case 2:
      slots = variant % 2 ? split(region, 0.62, wide, gutter) : split(region, 0.5, wide, gutter);
      break;
    case 3: {
      const [big, rest] = split(region, 0.6, wide, gutter);
      slots = [big, ...split(rest, 0.5, !wide, gutter)];
      if (variant % 2) slots.reverse();
      break;
    }
    case 4:
      if (variant % 2) {
        const [big, rest] = split(region, 0.66, !wide, gutter);
        slots = [big, ...grid(rest, wide ? 3 : 1, wide ? 1 : 3, gutter)];
      } else slots = grid(region, 2, 2, gutter);
      break;
    case 5: {
      const [top, bottom] = split(region, 0.5, !wide, gutter);
      slots = [
        ...grid(top, wide ? 2 : 1, wide ? 1 : 2, gutter),
        ...grid(bottom, wide ? 3 : 1, wide ? 1 : 3, gutter),
      ];
      break;
    }
    default:
      slots = wide ? grid(region, 3, 2, gutter) : grid(region, 2, 3, gutter);
  }
  return slots.map((slot) => ({
    x: roundPt(slot.x),
    y: roundPt(slot.y),
    width: roundPt(slot.width),
    height: roundPt(slot.height),
  }));
}

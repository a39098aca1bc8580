/*
 * Where a wall calendar's wire-o binding goes along its top edge, in the surface's points, so the
 * preview draws the binding the calendar is made with: loops at the 3:1 pitch (three to the
 * inch), a margin at either end, and a gap in the middle where the hanger hooks over the wire.
 */

/** 3:1 wire: three loops to the inch. */
export const WIRE_PITCH = 72 / 3;
/** Bare paper between the sheet's side and its outermost hole. */
export const WIRE_END_MARGIN = 72 * 0.375;
/** The middle gap the hanger sits in. */
export const HANGER_GAP = 72 * 1.25;

export interface WireBinding {
  /** Loop centres along the top edge, left to right. */
  loops: number[];
  /** Where the hanger's gap is. */
  hanger: { x: number; width: number };
}

/**
 * The binding of a sheet `width` points wide: loops every WIRE_PITCH from the middle outwards
 * on both sides of the hanger's gap, mirrored, so the wire looks punched as one piece.
 */
export function wireBinding(width: number): WireBinding {
  const middle = width / 2;
  const gap = Math.min(HANGER_GAP, Math.max(0, width - 2 * WIRE_END_MARGIN - 2 * WIRE_PITCH));
  const right: number[] = [];
  for (let x = middle + gap / 2 + WIRE_PITCH / 2; x <= width - WIRE_END_MARGIN; x += WIRE_PITCH)
    right.push(x);
  const left = right.map((x) => width - x).reverse();
  return { loops: [...left, ...right], hanger: { x: middle - gap / 2, width: gap } };
}

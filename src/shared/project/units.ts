/*
 * The document's one unit is the PostScript point (1/72 in): PDF, SVG user units and print
 * sizes all meet there without conversions scattered through the code.
 */

export const PT_PER_INCH = 72;

/** Print bleed of every printed surface: 0.125 in. */
export const BLEED_PT = 9;

/** Default distance from the trim that text and faces should stay inside: 0.25 in. */
export const SAFE_INSET_PT = 18;

export function inches(value: number): number {
  return value * PT_PER_INCH;
}

export function toInches(points: number): number {
  return points / PT_PER_INCH;
}

/** Points rounded to 1/1000 pt, so sums of inch fractions compare and serialise cleanly. */
export function roundPt(value: number): number {
  return Math.round(value * 1000) / 1000;
}

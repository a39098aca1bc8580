import type { Rect } from '../geometry';
import { inches, roundPt } from '../units';

/*
 * Die-cut outlines of trim types 1–6 as SVG path data in surface coordinates. A folded card is
 * printed flat as a sheet of two panels and cut as one outline: the outline of the folded card's
 * outer edge, opened out. The trim shapes only the edges and corners away from the fold; the fold
 * stays a straight line from edge to edge (cut along it, or notched at it, and the card falls in
 * two or folds crooked), and the outline is its own mirror image across the fold, so both panels
 * come out the same shape once folded.
 */

/** Where a sheet of two equal panels folds: 'x' a vertical fold (side-folded), 'y' horizontal (top-folded). */
export type FoldAxis = 'x' | 'y';

const n = (value: number) => String(roundPt(value));

type Corner = 'tl' | 'tr' | 'br' | 'bl';
type CornerCut = 'round' | 'bite' | undefined;

/** Edge pieces drawn along the top (left to right) and bottom (right to left) between the corners. */
interface Heads {
  top?: string;
  bottom?: string;
}

/**
 * A rectangle's outline drawn clockwise from its top-left, each corner square, rounded (a convex
 * quarter circle) or bitten (a concave one, the ticket's corner) with radius `r`.
 */
function outline(rect: Rect, r: number, cut: (corner: Corner) => CornerCut, heads: Heads = {}) {
  const { x, y, width: w, height: h } = rect;
  const [tl, tr, br, bl] = (['tl', 'tr', 'br', 'bl'] as const).map(cut);
  const arc = (kind: CornerCut, toX: number, toY: number) =>
    `A${n(r)} ${n(r)} 0 0 ${kind === 'round' ? 1 : 0} ${n(toX)} ${n(toY)}`;
  const parts: string[] = [tl ? `M${n(x)} ${n(y + r)}` : `M${n(x)} ${n(y)}`];
  if (tl) parts.push(arc(tl, x + r, y));
  if (heads.top) parts.push(heads.top);
  parts.push(`L${n(tr ? x + w - r : x + w)} ${n(y)}`);
  if (tr) parts.push(arc(tr, x + w, y + r));
  parts.push(`L${n(x + w)} ${n(br ? y + h - r : y + h)}`);
  if (br) parts.push(arc(br, x + w - r, y + h));
  if (heads.bottom) parts.push(heads.bottom);
  parts.push(`L${n(bl ? x + r : x)} ${n(y + h)}`);
  if (bl) parts.push(arc(bl, x, y + h - r));
  parts.push('Z');
  return parts.join(' ');
}

/** One panel of a sheet folded along `fold` (the sheet itself when flat). */
export function panelOf(rect: Rect, fold: FoldAxis | undefined): Rect {
  if (fold === 'x') return { ...rect, width: rect.width / 2 };
  if (fold === 'y') return { ...rect, height: rect.height / 2 };
  return rect;
}

/**
 * The die line of a trim type round a card (`fold` absent) or a folded card's flat sheet; undefined
 * for square corners (id 1), which the trim box already cuts.
 */
export function trimClipPath(
  trimTypeId: number | undefined,
  rect: Rect,
  fold?: FoldAxis,
): string | undefined {
  const panel = panelOf(rect, fold);
  const short = Math.min(panel.width, panel.height);
  // Corner trims: the sheet's four corners are the folded card's outer corners; the corners
  // where a panel meets the fold lie on the fold line and stay square.
  switch (trimTypeId) {
    case 2:
      return outline(rect, Math.min(inches(0.25), short / 4), () => 'round');
    case 3:
      // Double round: a generous radius, the corner of a playing card doubled.
      return outline(rect, Math.min(inches(0.5), short / 4), () => 'round');
    case 4:
      return outline(rect, Math.min(inches(0.3), short / 4), () => 'bite');
    case 5:
      return crest(rect, panel, fold, false);
    case 6:
      return crest(rect, panel, fold, true);
    default:
      return undefined;
  }
}

/**
 * How far a crest trim's head cuts into the edge it shapes (to its shoulders), for a panel of
 * this size; 0 for trims that shape only corners, which the safe inset already clears.
 */
export function crestDepth(trimTypeId: number | undefined, panel: Pick<Rect, 'height'>): number {
  return trimTypeId === 5 || trimTypeId === 6 ? Math.min(inches(0.4), panel.height / 8) : 0;
}

/**
 * A crest head along one panel's edge at height `edge`, drawn from x `from` to x `to`: two
 * shoulders `rise` in from the edge (`inward` +1 below it, -1 above it) and a central peak on it.
 */
function crestHead(from: number, to: number, edge: number, inward: 1 | -1, rise: number): string {
  const at = (f: number) => n(from + (to - from) * f);
  const shoulder = n(edge + inward * rise);
  return [
    `L${at(0.3)} ${shoulder}`,
    `Q${at(0.42)} ${shoulder} ${at(0.5)} ${n(edge)}`,
    `Q${at(0.58)} ${shoulder} ${at(0.7)} ${shoulder}`,
  ].join(' ');
}

/**
 * A crest: the head rises in two shoulders to a central peak. The vintage crest also bites its
 * head corners and rounds its foot. Folded, the head goes on the folded card's outer edge:
 * - side-folded, on each panel's top: the two heads meet at the fold on a shoulder, so the fold
 *   runs straight from shoulder to foot and the folded panels' heads lie on each other;
 * - top-folded, the head's own edge is the fold, so the head goes on the foot: the sheet's top
 *   and bottom edges (they meet once folded), each peak pointing out of the sheet, and the foot
 *   corners at the fold stay square.
 */
function crest(rect: Rect, panel: Rect, fold: FoldAxis | undefined, vintage: boolean): string {
  const { x, y, width: w, height: h } = rect;
  const rise = crestDepth(5, panel);
  const r = Math.min(inches(0.2), panel.width / 8);
  if (fold === 'y') {
    const body = { x, y: y + rise, width: w, height: h - 2 * rise };
    return outline(body, r, () => (vintage ? 'bite' : undefined), {
      top: crestHead(x, x + w, y, 1, rise),
      bottom: crestHead(x + w, x, y + h, -1, rise),
    });
  }
  const top =
    fold === 'x'
      ? `${crestHead(x, x + w / 2, y, 1, rise)} ${crestHead(x + w / 2, x + w, y, 1, rise)}`
      : crestHead(x, x + w, y, 1, rise);
  const body = { x, y: y + rise, width: w, height: h - rise };
  const cut = (corner: Corner): CornerCut =>
    !vintage ? undefined : corner === 'tl' || corner === 'tr' ? 'bite' : 'round';
  return outline(body, r, cut, { top });
}

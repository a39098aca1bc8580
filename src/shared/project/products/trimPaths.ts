import type { Rect } from '../geometry';
import { inches, roundPt } from '../units';

/*
 * Die-cut outlines of trim types 1–6 as SVG path data in surface coordinates. `cut` says which
 * corners are die-cut (top-left, top-right, bottom-right, bottom-left): a folded card is cut only
 * at its outer corners, never where a panel meets the fold.
 */

export type Corners = readonly [boolean, boolean, boolean, boolean];
export const ALL_CORNERS: Corners = [true, true, true, true];

const n = (value: number) => String(roundPt(value));

type Corner = 'tl' | 'tr' | 'br' | 'bl';

/** One corner's outline, drawn clockwise, from the point on the edge before it to the one after. */
type CornerStyle = (corner: Corner, r: number) => string;

function outline(rect: Rect, r: number, cut: Corners, style: CornerStyle, top?: string): string {
  const { x, y, width: w, height: h } = rect;
  const [tl, tr, br, bl] = cut;
  const parts: string[] = [];
  parts.push(tl ? `M${n(x)} ${n(y + r)}` : `M${n(x)} ${n(y)}`);
  if (tl)
    parts.push(
      style('tl', r)
        .replaceAll('X', n(x + r))
        .replaceAll('Y', n(y)),
    );
  if (top) parts.push(top);
  parts.push(`L${n(tr ? x + w - r : x + w)} ${n(y)}`);
  if (tr)
    parts.push(
      style('tr', r)
        .replaceAll('X', n(x + w))
        .replaceAll('Y', n(y + r)),
    );
  parts.push(`L${n(x + w)} ${n(br ? y + h - r : y + h)}`);
  if (br)
    parts.push(
      style('br', r)
        .replaceAll('X', n(x + w - r))
        .replaceAll('Y', n(y + h)),
    );
  parts.push(`L${n(bl ? x + r : x)} ${n(y + h)}`);
  if (bl)
    parts.push(
      style('bl', r)
        .replaceAll('X', n(x))
        .replaceAll('Y', n(y + h - r)),
    );
  parts.push('Z');
  return parts.join(' ');
}

/** Convex quarter circle to the corner's end point (X, Y). */
const round: CornerStyle = (_corner, r) => `A${n(r)} ${n(r)} 0 0 1 X Y`;
/** Concave quarter circle: the ticket's bitten corner. */
const bite: CornerStyle = (_corner, r) => `A${n(r)} ${n(r)} 0 0 0 X Y`;

/** The clip path of a trim type on a rectangle; undefined for square corners (id 1). */
export function trimClipPath(
  trimTypeId: number | undefined,
  rect: Rect,
  cut: Corners = ALL_CORNERS,
): string | undefined {
  const short = Math.min(rect.width, rect.height);
  switch (trimTypeId) {
    case 2:
      return outline(rect, Math.min(inches(0.25), short / 4), cut, round);
    case 3:
      // Double round: a generous radius, the corner of a playing card doubled.
      return outline(rect, Math.min(inches(0.5), short / 4), cut, round);
    case 4:
      return outline(rect, Math.min(inches(0.3), short / 4), cut, bite);
    case 5:
      return crest(rect, cut, false);
    case 6:
      return crest(rect, cut, true);
    default:
      return undefined;
  }
}

/**
 * A crest: the head rises in two shoulders to a central peak. The vintage crest also bites its
 * head corners and rounds its foot.
 */
function crest(rect: Rect, cut: Corners, vintage: boolean): string {
  const { x, y, width: w } = rect;
  const rise = Math.min(inches(0.4), rect.height / 8);
  const r = Math.min(inches(0.2), w / 8);
  const head = [
    `L${n(x + w * 0.3)} ${n(y + rise)}`,
    `Q${n(x + w * 0.42)} ${n(y + rise)} ${n(x + w / 2)} ${n(y)}`,
    `Q${n(x + w * 0.58)} ${n(y + rise)} ${n(x + w * 0.7)} ${n(y + rise)}`,
  ].join(' ');
  const body = { ...rect, y: y + rise, height: rect.height - rise };
  const corners: Corners = vintage ? cut : [false, false, false, false];
  return outline(
    body,
    r,
    corners,
    (corner, radius) =>
      corner === 'tl' || corner === 'tr' ? bite(corner, radius) : round(corner, radius),
    head,
  );
}

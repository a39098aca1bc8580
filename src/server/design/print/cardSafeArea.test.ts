import { describe, expect, it } from 'vitest';
import { TRIM_TYPE_IDS } from '../../../shared/catalog/trimTypes';
import { containsRect, type Rect } from '../../../shared/project/geometry';
import { CARD_SIZES, cardSurfaces } from '../../../shared/project/products/cards';
import { panelSafeRect, type Surface, safeRect, trimRect } from '../../../shared/project/surface';
import { SAFE_INSET_PT } from '../../../shared/project/units';
import { backPanelMarkArea, backPanelOf } from '../../../shared/render/foldedCardPanels';
import { parsePathData } from './pathData';

/*
 * A card's safe areas and the shop's mark against its die line, read as the print file reads it:
 * whatever a customer keeps inside a safe area, and the mark, must lie wholly inside the cut, at
 * least a little way in, for every trim, fold and size. A top-folded card's back panel is turned
 * 180° in print (foldedCardPanels), so points on it are turned before they meet the die.
 */

interface Point {
  x: number;
  y: number;
}

/** The die line as one polygon, curves sampled finely; the trim rectangle for square corners. */
function dieOutline(surface: Surface): Point[] {
  if (!surface.clipPath) {
    const { width: w, height: h } = surface;
    return [
      { x: 0, y: 0 },
      { x: w, y: 0 },
      { x: w, y: h },
      { x: 0, y: h },
    ];
  }
  const ring: Point[] = [];
  let pen = { x: 0, y: 0 };
  for (const s of parsePathData(surface.clipPath)) {
    if (s.op === 'M' || s.op === 'L') {
      ring.push({ x: s.x, y: s.y });
      pen = s;
    } else if (s.op === 'C') {
      for (let i = 1; i <= 32; i++) {
        const t = i / 32;
        const [a, b, c, d] = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3];
        ring.push({
          x: a * pen.x + b * s.x1 + c * s.x2 + d * s.x,
          y: a * pen.y + b * s.y1 + c * s.y2 + d * s.y,
        });
      }
      pen = s;
    }
  }
  return ring;
}

/** Even-odd ray casting: is `p` inside the polygon? */
function inside(ring: Point[], p: Point): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) {
      result = !result;
    }
  }
  return result;
}

function distanceToOutline(ring: Point[], p: Point): number {
  let best = Infinity;
  ring.forEach((a, i) => {
    const b = ring[(i + 1) % ring.length]!;
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const len = dx * dx + dy * dy;
    const t = len ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len)) : 0;
    best = Math.min(best, Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y));
  });
  return best;
}

/** Where print puts a point of the design: turned about the back panel's centre on it, if turned. */
function printed(surface: Surface, p: Point): Point {
  const back = backPanelOf(surface);
  const turned = back && surface.folds.some((fold) => fold.axis === 'y');
  if (!turned || p.y < back.y || p.y >= back.y + back.height) return p;
  return { x: 2 * back.x + back.width - p.x, y: 2 * back.y + back.height - p.y };
}

/** Points every 2 pt round a rectangle's edge (the die is convex nowhere it matters inside). */
function perimeter(rect: Rect): Point[] {
  const points: Point[] = [];
  const steps = (length: number) => Math.max(1, Math.ceil(length / 2));
  const { x, y, width: w, height: h } = rect;
  for (let i = 0; i <= steps(w); i++) {
    const px = x + (w * i) / steps(w);
    points.push({ x: px, y }, { x: px, y: y + h });
  }
  for (let i = 0; i <= steps(h); i++) {
    const py = y + (h * i) / steps(h);
    points.push({ x, y: py }, { x: x + w, y: py });
  }
  return points;
}

/** Expect a design rectangle to print wholly inside the die, at least `margin` in from it. */
function expectInsideDie(surface: Surface, rect: Rect, what: string, margin = 1) {
  const ring = dieOutline(surface);
  for (const point of perimeter(rect)) {
    const p = printed(surface, point);
    expect(inside(ring, p), `${what}: (${p.x}, ${p.y}) outside the die`).toBe(true);
    expect(distanceToOutline(ring, p), `${what}: (${p.x}, ${p.y}) on the die`).toBeGreaterThan(
      margin,
    );
  }
}

const FORMATS = [
  { productTypeId: 7, formatTypeId: 1, name: 'flat' },
  { productTypeId: 2, name: 'side-folded' },
  { productTypeId: 3, name: 'top-folded' },
] as const;

const cases = FORMATS.flatMap((format) =>
  TRIM_TYPE_IDS.flatMap((trimTypeId) =>
    CARD_SIZES.map((sizeKey) => ({ ...format, trimTypeId, sizeKey })),
  ),
);

describe('a card safe area and mark inside its die line', () => {
  it.each(cases)('$name $sizeKey, trim $trimTypeId', ({ name, trimTypeId, sizeKey, ...ids }) => {
    const surfaces = cardSurfaces({ ...ids, sizeKey, quantity: 10, trimTypeId });
    for (const surface of surfaces) {
      const where = `${surface.id}`;
      for (const panel of surface.panels) {
        const safe = panelSafeRect(surface, panel);
        expect(containsRect(panel.rect, safe)).toBe(true);
        expectInsideDie(surface, safe, `${where} ${panel.role} safe area`);
      }
      // The whole sheet's safe area, where print does not turn part of it: a top-folded outside
      // sheet's design is cut in two at the fold by the turn, so there only the front panel's part.
      const whole = safeRect(surface);
      expect(containsRect(trimRect(surface), whole)).toBe(true);
      const front = surface.panels.find((p) => p.role === 'front')?.rect;
      const topFoldedOutside = name === 'top-folded' && surface.role === 'outside';
      const checked =
        topFoldedOutside && front
          ? { ...whole, y: front.y, height: whole.y + whole.height - front.y }
          : whole;
      expectInsideDie(surface, checked, `${where} safe area`);
      // The shop's mark: inside its panel's safe area, and so wholly inside the cut.
      const mark = backPanelMarkArea(surface);
      if (surface.role === 'outside' && name !== 'flat') {
        const back = surface.panels.find((p) => p.role === 'back')!;
        expect(mark).toBeDefined();
        expect(containsRect(panelSafeRect(surface, back), mark!)).toBe(true);
        expectInsideDie(surface, mark!, `${where} mark`);
      } else {
        expect(mark).toBeUndefined();
      }
    }
  });

  it('keeps a crest clear on the edge it cuts and the plain inset elsewhere', () => {
    const [flat] = cardSurfaces({
      productTypeId: 7,
      formatTypeId: 1,
      sizeKey: '5x7',
      quantity: 1,
      trimTypeId: 5,
    });
    // 5×7 in: the crest cuts 0.4 in (28.8 pt) into the top edge.
    expect(safeRect(flat!)).toEqual({
      x: SAFE_INSET_PT,
      y: SAFE_INSET_PT + 28.8,
      width: 360 - 2 * SAFE_INSET_PT,
      height: 504 - 2 * SAFE_INSET_PT - 28.8,
    });
    const [square] = cardSurfaces({
      productTypeId: 7,
      formatTypeId: 1,
      sizeKey: '5x7',
      quantity: 1,
      trimTypeId: 2,
    });
    expect(square!.safe).toBeUndefined();
    expect(safeRect(square!)).toEqual({ x: 18, y: 18, width: 324, height: 468 });
    // Top-folded: the mark rises by the crest's depth off the back panel's foot as designed.
    const [outside] = cardSurfaces({
      productTypeId: 3,
      sizeKey: '5x7',
      quantity: 1,
      trimTypeId: 6,
    });
    const [plain] = cardSurfaces({ productTypeId: 3, sizeKey: '5x7', quantity: 1, trimTypeId: 1 });
    expect(backPanelMarkArea(plain!)!.y - backPanelMarkArea(outside!)!.y).toBeCloseTo(28.8);
  });
});

import { describe, expect, it } from 'vitest';
import { TRIM_TYPE_IDS } from '../../../shared/catalog/trimTypes';
import { CARD_SIZES, cardSurfaces } from '../../../shared/project/products/cards';
import type { Surface } from '../../../shared/project/surface';
import { parsePathData } from './pathData';

/*
 * A folded card's die line, read as the print file reads it (arcs and quadratics brought to
 * cubics by pathData) and checked as geometry: one outline round the sheet that meets the fold
 * line only where it enters and leaves the card, never runs along it or bites into it, and is
 * its own mirror image across it. It lives beside the print code because the path reader does.
 */

interface Point {
  u: number;
  v: number;
}

/**
 * The die line as closed polygons in fold coordinates: `u` across the fold (0 on it), `v` along
 * it. Curves are sampled finely enough that a sample is within a hundredth of a point of them.
 */
function outlines(surface: Surface): Point[][] {
  const fold = surface.folds[0]!;
  const at = (x: number, y: number): Point =>
    fold.axis === 'x' ? { u: x - fold.at, v: y } : { u: y - fold.at, v: x };
  const rings: Point[][] = [];
  let ring: Point[] = [];
  let pen = { x: 0, y: 0 };
  for (const s of parsePathData(surface.clipPath!)) {
    if (s.op === 'M') {
      if (ring.length) rings.push(ring);
      ring = [at(s.x, s.y)];
      pen = s;
    } else if (s.op === 'L') {
      ring.push(at(s.x, s.y));
      pen = s;
    } else if (s.op === 'C') {
      for (let i = 1; i <= 32; i++) {
        const t = i / 32;
        const a = (1 - t) ** 3;
        const b = 3 * (1 - t) ** 2 * t;
        const c = 3 * (1 - t) * t ** 2;
        const d = t ** 3;
        ring.push(
          at(a * pen.x + b * s.x1 + c * s.x2 + d * s.x, a * pen.y + b * s.y1 + c * s.y2 + d * s.y),
        );
      }
      pen = s;
    }
  }
  if (ring.length) rings.push(ring);
  return rings;
}

const edgesOf = (ring: Point[]) => ring.map((p, i) => [p, ring[(i + 1) % ring.length]!] as const);

/** Where the outline meets the line u = `u`, as positions along it (an edge on the line: both ends). */
function meets(ring: Point[], u: number): number[] {
  const found: number[] = [];
  for (const [p, q] of edgesOf(ring)) {
    if ((p.u - u) * (q.u - u) > 0) continue;
    if (p.u === q.u) found.push(p.v, q.v);
    else found.push(p.v + ((u - p.u) / (q.u - p.u)) * (q.v - p.v));
  }
  return found;
}

/** Distinct values, those within `eps` of each other counted once. */
function distinct(values: number[], eps = 0.01): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.filter((value, i) => i === 0 || value - sorted[i - 1]! > eps);
}

function distanceToOutline(ring: Point[], p: Point): number {
  let best = Infinity;
  for (const [a, b] of edgesOf(ring)) {
    const du = b.u - a.u;
    const dv = b.v - a.v;
    const len = du * du + dv * dv;
    const t = len ? Math.max(0, Math.min(1, ((p.u - a.u) * du + (p.v - a.v) * dv) / len)) : 0;
    best = Math.min(best, Math.hypot(a.u + t * du - p.u, a.v + t * dv - p.v));
  }
  return best;
}

/** Shoelace area of a polygon. */
const area = (ring: Point[]) =>
  Math.abs(edgesOf(ring).reduce((sum, [p, q]) => sum + p.u * q.v - q.u * p.v, 0)) / 2;

const FOLDED = [
  { productTypeId: 2, name: 'side-folded' },
  { productTypeId: 3, name: 'top-folded' },
] as const;

const cases = FOLDED.flatMap((folded) =>
  TRIM_TYPE_IDS.flatMap((trimTypeId) =>
    CARD_SIZES.map((sizeKey) => ({ ...folded, trimTypeId, sizeKey })),
  ),
);

describe('the die line of a folded card', () => {
  it.each(cases)(
    '$name $sizeKey, trim $trimTypeId: one outline, the fold straight and uncut',
    ({ productTypeId, trimTypeId, sizeKey }) => {
      const surfaces = cardSurfaces({ productTypeId, sizeKey, quantity: 10, trimTypeId });
      for (const surface of surfaces) {
        const fold = surface.folds[0]!;
        // Square corners: the trim box is the cut, and it has no line along the fold.
        if (trimTypeId === 1) {
          expect(surface.clipPath).toBeUndefined();
          continue;
        }
        const rings = outlines(surface);
        // One closed outline: a second would be a second piece of card.
        expect(rings).toHaveLength(1);
        const ring = rings[0]!;
        const across = fold.axis === 'x' ? surface.width : surface.height;
        const along = fold.axis === 'x' ? surface.height : surface.width;
        for (const p of ring) {
          expect(p.u).toBeGreaterThanOrEqual(-fold.at - 0.01);
          expect(p.u).toBeLessThanOrEqual(across - fold.at + 0.01);
          expect(p.v).toBeGreaterThanOrEqual(-0.01);
          expect(p.v).toBeLessThanOrEqual(along + 0.01);
        }
        // No cut along the fold: no piece of the outline lies on the fold line…
        for (const [p, q] of edgesOf(ring)) {
          expect(Math.abs(p.u) < 0.01 && Math.abs(q.u) < 0.01, `edge on the fold at ${p.v}`).toBe(
            false,
          );
        }
        // …and the outline meets the fold only where it crosses it at the two outer edges.
        const onFold = distinct(meets(ring, 0));
        expect(onFold).toHaveLength(2);
        const [start, end] = onFold as [number, number];
        // No notch at the fold: beside it the card is nowhere longer than on it.
        for (const step of [0.5, 2, 5, 10, 20]) {
          for (const u of [-step, step]) {
            const beside = meets(ring, u);
            expect(Math.min(...beside), `beside the fold at ${u}`).toBeGreaterThanOrEqual(
              start - 0.05,
            );
            expect(Math.max(...beside), `beside the fold at ${u}`).toBeLessThanOrEqual(end + 0.05);
          }
        }
        // The fold runs most of the panel's length (a crest head's shoulder may shorten it).
        expect(end - start).toBeGreaterThan(along * 0.8);
        // Folded, both panels come out the same shape: the outline is its own mirror image.
        for (const p of ring) {
          expect(distanceToOutline(ring, { u: -p.u, v: p.v })).toBeLessThan(0.05);
        }
        // The trim did shape the outer edges: the card is smaller than the sheet.
        expect(area(ring)).toBeLessThan(surface.width * surface.height - 1);
      }
    },
  );
});

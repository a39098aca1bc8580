import { describe, expect, it } from 'vitest';
import type { ProductOptions } from '../options';
import { cardSurfaces } from './cards';

const card = (extra: Partial<ProductOptions>): ProductOptions => ({
  productTypeId: 7,
  sizeKey: '5x7',
  quantity: 10,
  ...extra,
});

describe('cardSurfaces', () => {
  it('prints a flat card front and back, a magnet front only with rounded corners', () => {
    expect(cardSurfaces(card({ formatTypeId: 1 })).map((s) => s.id)).toEqual(['front', 'back']);
    const magnet = cardSurfaces(card({ productTypeId: 11 }));
    expect(magnet.map((s) => s.id)).toEqual(['front']);
    expect(magnet[0]?.clipPath).toContain('A');
  });

  it('folds a side-folded card on a vertical line into four panels', () => {
    const [outside, inside] = cardSurfaces(card({ productTypeId: 2 }));
    expect(outside).toMatchObject({ width: 720, height: 504, folds: [{ axis: 'x', at: 360 }] });
    expect(outside?.panels.map((p) => p.role)).toEqual(['back', 'front']);
    expect(inside?.panels.map((p) => p.role)).toEqual(['inside-left', 'inside-right']);
  });

  it('folds a top-folded card on a horizontal line', () => {
    const [outside] = cardSurfaces(card({ productTypeId: 3 }));
    expect(outside).toMatchObject({ width: 360, height: 1008, folds: [{ axis: 'y', at: 504 }] });
  });

  it('die-cuts every trim but square, leaving the fold uncut', () => {
    expect(cardSurfaces(card({ trimTypeId: 1 }))[0]?.clipPath).toBeUndefined();
    // Every trim: one outline round the sheet, so nothing cuts along the fold (the geometry is
    // checked in src/server/design/print/foldedDieLine.test.ts).
    for (const productTypeId of [2, 3] as const) {
      for (const trimTypeId of [2, 3, 4, 5, 6] as const) {
        const [outside] = cardSurfaces(card({ productTypeId, trimTypeId }));
        expect(outside?.clipPath).toMatch(/^M[^M]*Z$/);
      }
    }
    // A side-folded crest: a head peaking over each panel's middle, the heads meeting on a
    // shoulder, with no point of the outline on the fold (x 360).
    const [crest] = cardSurfaces(card({ productTypeId: 2, trimTypeId: 5 }));
    expect(crest?.clipPath?.match(/Q/g)).toHaveLength(4);
    expect(crest?.clipPath).toContain(' 180 0 ');
    expect(crest?.clipPath).toContain(' 540 0 ');
    expect(crest?.clipPath).not.toMatch(/(^|[^.\d])360 /);
    // Round corners on a side-folded card: an arc at each of the sheet's four outer corners only.
    const [outside] = cardSurfaces(card({ productTypeId: 2, trimTypeId: 2 }));
    expect(outside?.clipPath?.match(/A/g)).toHaveLength(4);
    expect(outside?.clipPath).not.toMatch(/[ML]360 /);
  });
});

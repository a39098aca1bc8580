import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARTWORK_WIDTHS, artworkWidthFor } from './artworkWidths';

describe('artworkWidthFor', () => {
  it('keeps a listed width and rounds others up to the next one', () => {
    for (const width of ARTWORK_WIDTHS) expect(artworkWidthFor(width)).toBe(width);
    expect(artworkWidthFor(1)).toBe(160);
    expect(artworkWidthFor(300)).toBe(320);
    expect(artworkWidthFor(5000)).toBe(1200);
  });

  it('answers 640 for what is not a width', () => {
    for (const value of [Number.NaN, 0, -20, Number.POSITIVE_INFINITY]) {
      expect(artworkWidthFor(value)).toBe(640);
    }
  });

  it('always answers a listed width no smaller than asked, up to the largest', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e6, noNaN: true }), (requested) => {
        const width = artworkWidthFor(requested);
        expect(ARTWORK_WIDTHS).toContain(width);
        if (requested <= 1200) expect(width).toBeGreaterThanOrEqual(requested);
      }),
    );
  });
});

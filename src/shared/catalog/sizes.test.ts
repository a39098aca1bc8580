import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  area,
  aspectRatio,
  BOOK_SHAPES,
  CALENDAR_SIZE_PARAMS,
  CALENDAR_SIZES,
  orientation,
  parseSizeParam,
  sizeLabel,
  sizeParam,
} from './sizes';

describe('orientation', () => {
  it('is landscape when wider than tall, portrait when taller, square when equal', () => {
    expect(orientation({ width: 11, height: 8.5 })).toBe('landscape');
    expect(orientation({ width: 8.5, height: 11 })).toBe('portrait');
    expect(orientation({ width: 12, height: 12 })).toBe('square');
  });

  it('agrees with the aspect ratio for any size', () => {
    const side = fc.double({ min: 0.5, max: 100, noNaN: true });
    fc.assert(
      fc.property(side, side, (width, height) => {
        const o = orientation({ width, height });
        const r = aspectRatio({ width, height });
        expect(o).toBe(r > 1 ? 'landscape' : r < 1 ? 'portrait' : 'square');
      }),
    );
  });
});

describe('area and aspectRatio', () => {
  it('multiplies and divides the sides', () => {
    expect(area({ width: 11, height: 8.5 })).toBe(93.5);
    expect(aspectRatio({ width: 14, height: 11 })).toBeCloseTo(14 / 11);
    expect(aspectRatio({ width: 5, height: 5 })).toBe(1);
  });
});

describe('sizeLabel (spec §3 labels by area)', () => {
  it('labels landscape 48 Small, 93.5 Medium, 154 Large', () => {
    expect(sizeLabel({ width: 8, height: 6 })).toBe('Small');
    expect(sizeLabel({ width: 11, height: 8.5 })).toBe('Medium');
    expect(sizeLabel({ width: 14, height: 11 })).toBe('Large');
  });

  it('labels square 36 Extra Small, 72.25 Small, 100 Medium, 144 Large', () => {
    expect(sizeLabel({ width: 6, height: 6 })).toBe('Extra Small');
    expect(sizeLabel({ width: 8.5, height: 8.5 })).toBe('Small');
    expect(sizeLabel({ width: 10, height: 10 })).toBe('Medium');
    expect(sizeLabel({ width: 12, height: 12 })).toBe('Large');
  });

  it('labels portrait 93.5 Large', () => {
    expect(sizeLabel({ width: 8.5, height: 11 })).toBe('Large');
  });

  it('depends on orientation, not only area', () => {
    // 48 is landscape Small but has no portrait label; 100 is square Medium only.
    expect(sizeLabel({ width: 6, height: 8 })).toBeUndefined();
    expect(sizeLabel({ width: 12.5, height: 8 })).toBeUndefined();
  });

  it('gives no label just beside a labelled area', () => {
    expect(sizeLabel({ width: 8.01, height: 6 })).toBeUndefined();
    expect(sizeLabel({ width: 7.99, height: 6 })).toBeUndefined();
    expect(sizeLabel({ width: 11.99, height: 11.99 })).toBeUndefined();
    expect(sizeLabel({ width: 20, height: 20 })).toBeUndefined();
  });

  it('matches areas written with decimals in another factorisation', () => {
    expect(sizeLabel({ width: 17, height: 5.5 })).toBe('Medium');
    expect(sizeLabel({ width: 0.1 * 85, height: 0.1 * 85 })).toBe('Small');
  });
});

describe('size params', () => {
  it('writes and reads width x height', () => {
    expect(sizeParam({ width: 11, height: 8.5 })).toBe('11x8.5');
    expect(parseSizeParam('11x8.5')).toEqual({ width: 11, height: 8.5 });
    expect(parseSizeParam(' 12x12 ')).toEqual({ width: 12, height: 12 });
  });

  it('rejects text that is not a positive size', () => {
    for (const text of ['', '12', '12x', 'x12', '0x5', '12X12', '-1x2', '1.x2', 'axb']) {
      expect(parseSizeParam(text)).toBeUndefined();
    }
  });
});

describe('calendar sizes and book shapes', () => {
  it('are 12x12, 11x8.5 and 14x11', () => {
    expect(CALENDAR_SIZE_PARAMS).toEqual(['12x12', '11x8.5', '14x11']);
    for (const size of CALENDAR_SIZES) expect(sizeParam(size)).toBe(size.param);
    expect(CALENDAR_SIZES.map(sizeLabel)).toEqual(['Large', 'Medium', 'Large']);
  });

  it('book shapes are landscape, portrait, square', () => {
    expect(BOOK_SHAPES).toEqual(['landscape', 'portrait', 'square']);
  });
});

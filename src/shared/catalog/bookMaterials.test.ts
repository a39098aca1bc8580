import { describe, expect, it } from 'vitest';
import {
  COVER_TYPES,
  coverTypeById,
  defaultPaperTypeId,
  isPaperAllowed,
  PAPER_TYPES,
  spineWidthInches,
} from './bookMaterials';
import { BOOK_COVERS } from './bookPricing';
import { COVER_TYPE_IDS, PAPER_TYPE_IDS, rangeIds } from './ranges';

describe('cover and paper types', () => {
  it('names every id of spec §3, each once', () => {
    expect(COVER_TYPES.map((c) => c.id)).toEqual(rangeIds(COVER_TYPE_IDS));
    expect(PAPER_TYPES.map((p) => p.id)).toEqual(rangeIds(PAPER_TYPE_IDS));
    expect(new Set(COVER_TYPES.map((c) => c.name)).size).toBe(COVER_TYPES.length);
    expect(new Set(PAPER_TYPES.map((p) => p.name)).size).toBe(PAPER_TYPES.length);
  });

  it('keeps the covers on sale meaning what pricing sells them as', () => {
    for (const cover of BOOK_COVERS) {
      const type = coverTypeById(cover.coverTypeId);
      expect(type?.name.toLowerCase()).toContain(cover.name.split(' ').at(-1)?.toLowerCase());
    }
  });

  it('gives every cover a default paper it may be bound with', () => {
    for (const cover of COVER_TYPES)
      expect(isPaperAllowed(cover.id, defaultPaperTypeId(cover.id))).toBe(true);
    expect(isPaperAllowed(5, 1)).toBe(false);
    expect(isPaperAllowed(1, 19)).toBe(false);
  });
});

describe('spineWidthInches', () => {
  it('grows with pages and caliper, plus the cover allowance', () => {
    expect(spineWidthInches(20, 1, 1)).toBeCloseTo(10 * 0.0045 + 0.02);
    expect(spineWidthInches(100, 1, 2)).toBeCloseTo(50 * 0.0045 + 0.2);
    expect(spineWidthInches(40, 10, 2)).toBeGreaterThan(spineWidthInches(40, 1, 2));
    expect(spineWidthInches(40, 19, 5)).toBeCloseTo(20 * 0.03 + 0.24);
  });

  it('refuses odd page counts and unknown ids', () => {
    expect(() => spineWidthInches(21, 1, 1)).toThrow(RangeError);
    expect(() => spineWidthInches(20, 99, 1)).toThrow(RangeError);
    expect(() => spineWidthInches(20, 1, 99)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CANVAS_FRAME_IDS,
  COVER_TYPE_IDS,
  isCanvasFrameId,
  isCoverTypeId,
  isInRange,
  isPaperTypeId,
  isPosterPrintStyleId,
  PAPER_TYPE_IDS,
  POSTER_PRINT_STYLE_IDS,
  rangeIds,
  TAG_GROUP_ID_RANGES,
  tagGroupKind,
} from './ranges';

describe('id ranges of spec §3', () => {
  it('pins cover 1..9, paper 1..20, canvas frame 1..4, poster style 1..5', () => {
    expect(rangeIds(COVER_TYPE_IDS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rangeIds(PAPER_TYPE_IDS)).toHaveLength(20);
    expect(rangeIds(CANVAS_FRAME_IDS)).toEqual([1, 2, 3, 4]);
    expect(rangeIds(POSTER_PRINT_STYLE_IDS)).toEqual([1, 2, 3, 4, 5]);
  });

  it('accepts the bounds and rejects just outside them', () => {
    expect([0, 1, 9, 10].map(isCoverTypeId)).toEqual([false, true, true, false]);
    expect([0, 1, 20, 21].map(isPaperTypeId)).toEqual([false, true, true, false]);
    expect([0, 1, 4, 5].map(isCanvasFrameId)).toEqual([false, true, true, false]);
    expect([0, 1, 5, 6].map(isPosterPrintStyleId)).toEqual([false, true, true, false]);
  });

  it('rejects non-integers', () => {
    expect(isInRange({ min: 1, max: 9 }, 1.5)).toBe(false);
    expect(isInRange({ min: 1, max: 9 }, Number.NaN)).toBe(false);
  });
});

describe('tag-group ranges', () => {
  it('pins books 1000..1025, calendars 500..501, cards 1..403', () => {
    expect(TAG_GROUP_ID_RANGES).toEqual({
      books: { min: 1000, max: 1025 },
      calendars: { min: 500, max: 501 },
      cards: { min: 1, max: 403 },
    });
  });

  it('tells the kind of a tag-group id at every boundary', () => {
    expect(tagGroupKind(0)).toBeUndefined();
    expect(tagGroupKind(1)).toBe('cards');
    expect(tagGroupKind(403)).toBe('cards');
    expect(tagGroupKind(404)).toBeUndefined();
    expect(tagGroupKind(499)).toBeUndefined();
    expect(tagGroupKind(500)).toBe('calendars');
    expect(tagGroupKind(501)).toBe('calendars');
    expect(tagGroupKind(502)).toBeUndefined();
    expect(tagGroupKind(999)).toBeUndefined();
    expect(tagGroupKind(1000)).toBe('books');
    expect(tagGroupKind(1025)).toBe('books');
    expect(tagGroupKind(1026)).toBeUndefined();
    expect(tagGroupKind(-5)).toBeUndefined();
  });
});

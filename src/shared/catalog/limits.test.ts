import { describe, expect, it } from 'vitest';
import {
  CARD_PHOTO_COUNT_RANGE,
  CARD_PHOTO_COUNTS,
  CHUNK_LOAD_TIMEOUT_MS,
  DEFAULT_PAGE,
  DIALOG_SIZE,
  FACETED_SEARCH_CYCLE_LIMIT_MS,
  LABEL_DEFAULT_QUANTITY,
} from './limits';
import { isInRange } from './ranges';

describe('limits (spec §9)', () => {
  it('pins the constants', () => {
    expect(DIALOG_SIZE).toEqual({ width: 960, height: 620 });
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(FACETED_SEARCH_CYCLE_LIMIT_MS).toBe(50);
    expect(DEFAULT_PAGE).toBe(1);
    expect(LABEL_DEFAULT_QUANTITY).toBe(1);
  });

  it('allows 0 to 4 photos in the card filter', () => {
    expect(CARD_PHOTO_COUNTS).toEqual([0, 1, 2, 3, 4]);
    expect(isInRange(CARD_PHOTO_COUNT_RANGE, -1)).toBe(false);
    expect(isInRange(CARD_PHOTO_COUNT_RANGE, 5)).toBe(false);
  });
});

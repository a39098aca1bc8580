import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dismissedPromotionIds, rememberDismissed } from './dismissedPromotions';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set('printshop.dismissedSlideIns', initial);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('dismissed slide-in promotions', () => {
  it('remembers closed promotions, newest first, without repeats', () => {
    const storage = memoryStorage();
    rememberDismissed(storage, 3);
    rememberDismissed(storage, 5);
    rememberDismissed(storage, 3);
    expect(dismissedPromotionIds(storage)).toEqual([3, 5]);
  });

  it('reads anything stored as a list of ids, never throwing', () => {
    fc.assert(
      fc.property(fc.string(), (junk) => {
        const ids = dismissedPromotionIds(memoryStorage(junk));
        expect(ids.every(Number.isInteger)).toBe(true);
      }),
    );
    expect(dismissedPromotionIds(undefined)).toEqual([]);
  });

  it('keeps at most 50', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 60; id++) rememberDismissed(storage, id);
    const ids = dismissedPromotionIds(storage);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe(60);
  });

  it('survives a storage that refuses writes', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberDismissed(full, 1)).not.toThrow();
  });
});

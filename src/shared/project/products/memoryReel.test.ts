import { describe, expect, it } from 'vitest';
import { templateSourceFixture } from '../templates/testing/templateSourceFixture';
import { moveReelItem, reelItemsOf, reelPositionAt, reelStartOf } from './memoryReel';

const items = [{ durationMs: 1000 }, { durationMs: 2000 }, { durationMs: 500 }];

describe('memory reel timing', () => {
  it('moves an item within the list, clamped at both ends', () => {
    expect(moveReelItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveReelItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveReelItem(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });

  it('finds the photo playing at a moment, each for its own duration, the last held at the end', () => {
    expect(reelPositionAt(items, 0)).toEqual({ index: 0, startMs: 0 });
    expect(reelPositionAt(items, 999)).toEqual({ index: 0, startMs: 0 });
    expect(reelPositionAt(items, 1000)).toEqual({ index: 1, startMs: 1000 });
    expect(reelPositionAt(items, 3200)).toEqual({ index: 2, startMs: 3000 });
    expect(reelPositionAt(items, 99_000)).toEqual({ index: 2, startMs: 3000 });
    expect(reelPositionAt([], 0)).toBeUndefined();
    expect(reelStartOf(items, 2)).toBe(3000);
  });
});

describe('reelItemsOf', () => {
  it("plays a reel's items, or its frames' photos when it has none", async () => {
    const { createProjectFromTemplate } = await import('../templates/createProject');
    const doc = createProjectFromTemplate(
      templateSourceFixture(61, ['16x9'], { name: 'Reel', keywords: '' }),
    );
    expect(reelItemsOf(doc)).toEqual([]);
    const slot = Object.values(doc.elements).find((e) => e.type === 'photoSlot');
    if (slot?.type === 'photoSlot') slot.photoId = 'p1';
    expect(reelItemsOf(doc)).toEqual([{ photoId: 'p1', durationMs: 3000 }]);
    const items = [{ photoId: 'x', durationMs: 800 }];
    expect(reelItemsOf({ ...doc, options: { ...doc.options, reel: { items } } })).toBe(items);
  });
});

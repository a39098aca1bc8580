import { describe, expect, it } from 'vitest';
import { momentsOf, placeOf, renderMoment } from './momentScenes';
import { type LabelledPhoto, scoreGroups } from './momentSet';

const labelled = (id: number, group: number, place: number, kind: LabelledPhoto['kind']) => ({
  candidate: { id, width: 400, height: 300, createdAt: '2026-01-01T00:00:00Z' },
  group,
  place,
  kind,
});

describe('the burst set', () => {
  it('renders the same pixels for a seed, and moments of one place that differ only in part', () => {
    const [first, second] = momentsOf(placeOf(9000), 2).map(renderMoment);
    const again = renderMoment(momentsOf(placeOf(9000), 1)[0]!).gray;
    // Compared as bytes: a deep equality of 120,000 elements takes seconds.
    expect(Buffer.from(again).equals(Buffer.from(first!.gray))).toBe(true);
    let changed = 0;
    for (let i = 0; i < first!.gray.length; i++) {
      if (Math.abs(first!.gray[i]! - second!.gray[i]!) > 40) changed++;
    }
    // Subjects moved: a visible part of the picture, far from all of it.
    expect(changed / first!.gray.length).toBeGreaterThan(0.005);
    expect(changed / first!.gray.length).toBeLessThan(0.25);
  });

  it('scores a group that joins two moments: their pairs are false and one moment is lost', () => {
    const photos = [
      labelled(1, 0, 7, 'original'),
      labelled(2, 0, 7, 'resize'),
      labelled(3, 1, 7, 'original'),
      labelled(4, 1, 7, 'recompress'),
      labelled(5, 2, 8, 'original'),
    ];
    const score = scoreGroups(photos, [{ keep: 1, duplicates: [2, 3, 4] }]);
    expect(score).toMatchObject({
      flaggedPairs: 6,
      truePairs: 2,
      copyPairs: 2,
      momentPairs: 4,
      otherPairs: 0,
      lostPictures: 1,
      wronglyHidden: 0,
      recall: 1,
    });
    expect(score.precision).toBeCloseTo(1 / 3);
    expect(score.recallByKind.get('resize')).toEqual([1, 1]);
    expect(scoreGroups(photos, [])).toMatchObject({ precision: 1, recall: 0, lostPictures: 0 });
  });
});

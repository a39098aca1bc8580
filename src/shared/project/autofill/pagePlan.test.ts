import { describe, expect, it } from 'vitest';
import { evenRuns, pagesWanted, sharePages } from './pagePlan';

describe('sharing pages among chapters', () => {
  it('wants a page per `perPage` photos of each chapter', () => {
    expect(pagesWanted([7, 3, 1], 3)).toBe(3 + 1 + 1);
  });

  it('gives spare pages to the most crowded chapter until each photo has a page', () => {
    expect(sharePages([12, 3], 4)).toEqual([3, 1]);
    expect(sharePages([12, 3], 7)).toEqual([5, 2]);
    expect(sharePages([2, 1], 10)).toEqual([2, 1]);
  });

  it('answers undefined when the chapters cannot each have their pages', () => {
    expect(sharePages([7, 7, 7], 5)).toBeUndefined();
  });

  it('cuts runs whose lengths differ by at most one, in order', () => {
    expect(evenRuns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6, 7],
    ]);
    expect(evenRuns([1, 2], 2)).toEqual([[1], [2]]);
  });
});

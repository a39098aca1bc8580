import { describe, expect, it } from 'vitest';
import { recommendationSearches } from './metaFlowQuiz';

describe('recommendationSearches', () => {
  it('asks for every answer first, then widens one answer at a time; the size narrows nothing', () => {
    const searches = recommendationSearches({ occasion: 'wedding', size: '8x8', styleId: '3' }, 6);
    expect(searches.map((s) => [s.q, s.ps, s.s])).toEqual([
      ['wedding', undefined, ['3']],
      ['wedding', undefined, undefined],
      [undefined, undefined, undefined],
    ]);
    expect(searches.every((s) => s.productTypeId === 1 && s.perPage === 6)).toBe(true);
  });

  it('asks once for the product when nothing was answered', () => {
    expect(recommendationSearches({})).toHaveLength(1);
  });
});

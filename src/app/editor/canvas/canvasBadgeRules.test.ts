import { describe, expect, it } from 'vitest';
import { sampleBook } from '../engine/testing/sampleBook';
import { lowResolutionBadges, overflowBadges } from './canvasBadgeRules';

describe('canvas badges', () => {
  it('badges photos under 150 DPI as a warning and under 100 as poor', () => {
    const doc = sampleBook(1, 2); // slots 264 × 400 pt: 3.67 × 5.56 in
    const sized = (width: number) => () => ({ url: '/p', width, height: width * 1.5 });
    expect(lowResolutionBadges(doc, 'page-1', sized(3000))).toEqual([]);
    expect(lowResolutionBadges(doc, 'page-1', sized(450))[0]).toMatchObject({ tone: 'warning' });
    expect(lowResolutionBadges(doc, 'page-1', sized(300))[0]).toMatchObject({ tone: 'poor' });
    expect(lowResolutionBadges(doc, 'page-1', () => undefined)).toEqual([]);
  });

  it('warns of text that runs past its box', () => {
    const doc = sampleBook(1, 2);
    expect(overflowBadges(doc, 'page-1')).toEqual([]);
    const long = {
      ...doc,
      elements: {
        ...doc.elements,
        'page-1-caption': {
          ...doc.elements['page-1-caption']!,
          text: 'word '.repeat(400),
        } as (typeof doc.elements)[string],
      },
    };
    expect(overflowBadges(long, 'page-1')).toMatchObject([
      { kind: 'overflow', elementId: 'page-1-caption', label: 'Text does not fit' },
    ]);
  });
});

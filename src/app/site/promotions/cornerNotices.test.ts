import { describe, expect, it } from 'vitest';
import { type CornerClaim, type CornerNotice, hasTurn } from './cornerNotices';

const claims = (entries: [CornerNotice, CornerClaim][]) => new Map(entries);

describe('corner notices take turns', () => {
  it('gives the sign-up offer the corner before the slide-in', () => {
    const both = claims([
      ['sign-up', 'showing'],
      ['slide-in', 'showing'],
    ]);
    expect(hasTurn(both, 'sign-up')).toBe(true);
    expect(hasTurn(both, 'slide-in')).toBe(false);
  });

  it('keeps the slide-in back while the sign-up offer is still loading', () => {
    expect(hasTurn(claims([['sign-up', 'waiting']]), 'slide-in')).toBe(false);
  });

  it('gives the slide-in the corner once the sign-up offer is closed or will not show', () => {
    expect(hasTurn(claims([['slide-in', 'showing']]), 'slide-in')).toBe(true);
    expect(hasTurn(claims([]), 'slide-in')).toBe(true);
  });
});

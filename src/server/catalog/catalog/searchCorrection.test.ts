import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctQueryWords, editDistance } from './searchCorrection';

describe('editDistance', () => {
  it('counts single-character edits', () => {
    expect(editDistance('weding', 'wedding')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('is symmetric, zero only for equal words, and bounded by the longer length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const d = editDistance(a, b);
        expect(d).toBe(editDistance(b, a));
        expect(d === 0).toBe(a === b);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });
});

describe('correctQueryWords', () => {
  const vocabulary = ['wedding', 'birthday', 'baby', 'christmas', 'floral'];

  it('repairs typos to the nearest known word', () => {
    expect(correctQueryWords('weding', vocabulary)).toEqual(['wedding']);
    expect(correctQueryWords('Chrismas Florl', vocabulary)).toEqual(['christmas', 'floral']);
  });

  it('keeps known words, short words and words with no near neighbour', () => {
    expect(correctQueryWords('baby', vocabulary)).toEqual(['baby']);
    expect(correctQueryWords('bab', vocabulary)).toEqual(['bab']);
    expect(correctQueryWords('zebra', vocabulary)).toEqual(['zebra']);
  });
});

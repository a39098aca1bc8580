import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, photoCountWords } from './counts';

describe('countWords', () => {
  it.each([
    [0, 'photo', '0 photos'],
    [1, 'photo', '1 photo'],
    [2, 'photo', '2 photos'],
    [1, 'envelope', '1 envelope'],
  ])('%i %s is "%s"', (count, noun, words) => {
    expect(countWords(count, noun)).toBe(words);
  });

  it('takes an irregular plural', () => {
    expect(countWords(2, 'box', 'boxes')).toBe('2 boxes');
    expect(countWords(1, 'box', 'boxes')).toBe('1 box');
  });

  it('is singular exactly at one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (count) => {
        expect(countWords(count, 'photo').endsWith('photos')).toBe(count !== 1);
      }),
    );
  });
});

describe('photoCountWords', () => {
  it('words no photos, one photo and several', () => {
    expect(photoCountWords(0)).toBe('no photos');
    expect(photoCountWords(1)).toBe('1 photo');
    expect(photoCountWords(4)).toBe('4 photos');
  });
});

import dictionary from 'dictionary-en';
import { describe, expect, it } from 'vitest';
import { createSpellChecker, misspeltWords, wordsToCheck } from './spelling';

const checker = createSpellChecker(dictionary);

describe('wordsToCheck', () => {
  it('keeps words with inner apostrophes and hyphens whole, and skips numbers and initials', () => {
    expect(wordsToCheck('We’ve moved to 42 Harbor-Lane, WA 98101 — RSVP by 6/12, a b')).toEqual([
      "We've",
      'moved',
      'to',
      'Harbor-Lane',
      'by',
    ]);
  });
});

describe('misspeltWords', () => {
  it('finds each misspelt word once and accepts sentence-case words the dictionary knows', () => {
    expect(misspeltWords('Recieve it. Thank you, recieve it!', checker, new Set())).toEqual([
      'Recieve',
      'recieve',
    ]);
    expect(misspeltWords('Happy Birthday, Olivia', checker, new Set())).toEqual([]);
  });

  it("accepts the customer's words in any case and hyphenated words whose parts are right", () => {
    expect(misspeltWords('Zuzu loves zuzu-style brunch', checker, new Set(['zuzu']))).toEqual([]);
    expect(misspeltWords('a sun-kissed afternoon', checker, new Set())).toEqual([]);
  });

  it('refuses a dictionary without its files', () => {
    expect(() => createSpellChecker({ aff: '', dic: '' })).toThrow(/\.aff and \.dic/);
  });
});

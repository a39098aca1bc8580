/*
 * Counts as people read them: "1 photo", never "1 photos". The one place a counted noun gets its
 * plural, so a storefront description, a filter and the editor word the same count alike.
 */

/** 1, 'photo' → '1 photo'; 3, 'photo' → '3 photos'; an irregular plural is passed in. */
export function countWords(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}

/** A design's photo slots in a sentence: 'no photos', '1 photo', '4 photos'. */
export function photoCountWords(count: number): string {
  return count === 0 ? 'no photos' : countWords(count, 'photo');
}

import nspell from 'nspell';

/*
 * Spelling with a Hunspell dictionary through nspell. Building a checker parses the whole
 * dictionary (about half a second for English), so callers build one and keep it; where the
 * dictionary's files come from differs by runtime (a bundled ?raw import in the worker, the
 * file system on the server) and is the caller's business.
 */

export interface HunspellDictionary {
  aff: string | Uint8Array;
  dic: string | Uint8Array;
}

/** Whether a word is spelt right. */
export interface SpellChecker {
  correct(word: string): boolean;
}

/** A checker over a Hunspell dictionary's .aff and .dic contents. */
export function createSpellChecker(dictionary: HunspellDictionary): SpellChecker {
  if (!dictionary.aff.length || !dictionary.dic.length)
    throw new Error('A spelling dictionary needs both its .aff and .dic contents');
  const speller = nspell(toText(dictionary.aff), toText(dictionary.dic));
  return { correct: (word) => speller.correct(word) };
}

function toText(data: string | Uint8Array) {
  return typeof data === 'string' ? data : new TextDecoder().decode(data);
}

// Letters with inner apostrophes or hyphens: "don't", "mother-in-law" are one word each.
const WORD = /\p{L}+(?:['’-]\p{L}+)*/gu;

/** The words of a text worth checking: not numbers, not single letters, not all-caps initials. */
export function wordsToCheck(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/’/g, "'");
    if (word.length < 2 || (word.length <= 5 && word === word.toUpperCase())) continue;
    words.push(word);
  }
  return words;
}

/**
 * The misspelt words of a text, each once, in order. A word the customer added is right in any
 * case; a hyphenated word is right when each part is.
 */
export function misspeltWords(
  text: string,
  checker: SpellChecker,
  extraWords: ReadonlySet<string>,
): string[] {
  const found = new Set<string>();
  const known = (word: string) =>
    extraWords.has(word.toLowerCase()) ||
    checker.correct(word) ||
    checker.correct(word.toLowerCase());
  for (const word of wordsToCheck(text)) {
    if (found.has(word) || known(word)) continue;
    if (word.includes('-') && word.split('-').every(known)) continue;
    found.add(word);
  }
  return [...found];
}

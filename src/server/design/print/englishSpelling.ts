import dictionary from 'dictionary-en';
import { createSpellChecker, type SpellChecker } from '../../../shared/preflight/spelling';

/*
 * The server's spelling checker: the same English dictionary the editor's worker bundles, read
 * here from the package's files. Parsed once, on first use (about half a second), and kept.
 */
let checker: SpellChecker | undefined;

export function englishSpelling(): SpellChecker {
  checker ??= createSpellChecker(dictionary);
  return checker;
}

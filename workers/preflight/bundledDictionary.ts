/*
 * The English dictionary as the browser gets it: dictionary-en reads its files with node:fs, so
 * the worker bundles the .aff and .dic contents as text instead (Vite's ?raw), and the editor
 * checks spelling offline with no request at all. The package's exports hide these files, hence
 * the path into node_modules.
 */
import aff from '../../node_modules/dictionary-en/index.aff?raw';
import dic from '../../node_modules/dictionary-en/index.dic?raw';
import type { HunspellDictionary } from '../../src/shared/preflight/spelling';

export function bundledEnglishDictionary(): HunspellDictionary {
  return { aff, dic };
}

import type { Plugin } from 'vite';

/** A client area's public entry: `src/app/<area>/index.ts`, re-exports only. */
const AREA_ENTRY = /[\\/]src[\\/]app[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * Each client area is imported by other areas only through its `index.ts`, which re-exports what
 * they may use. The bundler cannot tell that such a file has no effect of its own, so importing
 * one name from it would pull every module it re-exports (the editor's sync engine, address forms
 * with their list boxes) into the importing chunk, the first-load one included. Marking the
 * entries side-effect free lets it follow each used name to its own module and leave the rest out.
 */
export function areaEntryTreeShaking(): Plugin {
  return {
    name: 'printshop-area-entry-tree-shaking',
    transform(code, id) {
      if (!AREA_ENTRY.test(id)) return undefined;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

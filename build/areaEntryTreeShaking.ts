import type { Plugin } from 'vite';

/** Any module of the client's areas (their `index.ts` entries too) and shared client code. */
const CLIENT_MODULE = /[\\/]src[\\/]app[\\/].+\.tsx?$/;
/** Modules run for what they do when loaded, not for what they export. */
const RUN_FOR_EFFECT = /[\\/](main\.tsx|zodBrowserConfig\.ts|entry-[a-z]+\.tsx)$/;

/**
 * Each client area is imported by other areas only through its `index.ts`, which re-exports what
 * they may use. The bundler cannot tell that such a file, or a component module behind it (its
 * CSS import is an effect), has no effect of its own, so importing one name from an entry would
 * pull every module it re-exports (the editor's sync engine, address forms with their list boxes,
 * the sample-kit form on the collection page) into the importing chunk, the first-load one
 * included. Marking the client's modules side-effect free lets it follow each used name to its own
 * module and leave the rest out; only the modules loaded for their effect (main, the zod setup,
 * the server and browser entries) keep theirs.
 */
export function areaEntryTreeShaking(): Plugin {
  return {
    name: 'printshop-area-entry-tree-shaking',
    transform(code, id) {
      if (!CLIENT_MODULE.test(id) || RUN_FOR_EFFECT.test(id)) return undefined;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

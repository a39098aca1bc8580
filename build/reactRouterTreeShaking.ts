import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PRODUCTION = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

const ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;
/** `Link.displayName = "Link";` at the top level: a name for React's developer tools only. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** `var Link = React3.forwardRef(` at the top level: a component made by a pure React factory. */
const COMPONENT_FACTORY =
  /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/**
 * React Router ships one module for every mode, and its top-level `X.displayName = …` statements
 * and unannotated `forwardRef`/`createContext` calls keep every component alive in the bundle,
 * used or not (Form, Link, the framework's prefetch links…). Dropping the names (developer tools
 * only) and marking the factories pure lets the bundler leave out what the app never imports.
 * Line count is kept, so only columns of the marked lines shift in the source map.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'printshop-react-router-tree-shaking',
    apply: 'build',
    // The package's exports name only its development build (warnings, invariant messages);
    // a production build takes the production files it also ships.
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: PRODUCTION('index.mjs') },
          { find: /^react-router\/dom$/, replacement: PRODUCTION('dom-export.mjs') },
        ],
      },
    }),
    transform(code, id) {
      if (!ROUTER_BUILD.test(id)) return undefined;
      const shaken = code
        .replace(DISPLAY_NAME, '')
        .replace(COMPONENT_FACTORY, '$1/* @__PURE__ */ $2');
      return shaken === code ? undefined : { code: shaken, map: null };
    },
  };
}

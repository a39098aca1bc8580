import { type ActionRoutes, unpackActionRoutes } from '../../shared/api/actionRoutes';

/**
 * The action routes in the browser, built from the action table at build time (vite.config.ts)
 * and downloaded with the first API call: server-rendered pages start with their data. (The
 * service worker imports them statically: a worker may not use import().)
 */
export const loadBrowserActionRoutes = (): Promise<ActionRoutes> =>
  import('virtual:action-routes').then((packed) => unpackActionRoutes(packed.default));

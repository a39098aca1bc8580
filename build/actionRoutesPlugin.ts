import type { Plugin } from 'vite';
import { packActionRoutes } from '../src/shared/api/actionRoutes';
import { actionTable } from '../src/shared/api/actionTable';

const MODULE_ID = 'virtual:action-routes';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves `virtual:action-routes`: the action table without its schemas, packed as JSON when the
 * bundle is built, so the browser gets every route and none of zod.
 */
export function actionRoutesPlugin(): Plugin {
  return {
    name: 'printshop-action-routes',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID
        ? `export default ${JSON.stringify(packActionRoutes(actionTable))};`
        : undefined,
  };
}

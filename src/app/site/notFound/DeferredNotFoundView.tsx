import { deferredPart } from '../../routing/deferredPart';

/**
 * The not-found body as other areas' pages show it (a storefront, a project or a content page
 * whose record is missing): rare, so its code (search, art, the product tiles) is not in those
 * pages' first load. The server renders it in place; its links and search keep a press made
 * before the code arrives.
 */
export const NotFoundView = deferredPart(
  () => import('./NotFoundView').then((module) => ({ default: module.NotFoundView })),
  { keepsPresses: true },
);

import { deferredPart } from '../../routing/deferredPart';

/**
 * The tiles' favourite heart: the server renders it, its code (the favourites query, the toggle
 * and its outbox write) follows the page's first load, and a press meanwhile is kept.
 */
export const DeferredFavoriteButton = deferredPart(
  () => import('./FavoriteButton').then((module) => ({ default: module.FavoriteButton })),
  { keepsPresses: true },
);

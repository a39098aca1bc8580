/**
 * The catalogue area (storefronts, product pages, designers, stores, search, favourites, reviews).
 * Its public entry: what other areas may use. Another area imports only from here
 * (tests/architecture/rules.ts checks it), so what is inside the folder can move without
 * breaking them. Pages are not here: the route table loads each page file on its own chunk.
 */
export { FavoritesPanel } from './favorites/FavoritesPanel';
export { DesignGrid } from './storefront/DesignGrid';

/**
 * The site frame area (layout, head, home, not-found and coming-soon pages, PWA, privacy,
 * promotions).
 * Its public entry: what other areas may use. Another area imports only from here
 * (tests/architecture/rules.ts checks it), so what is inside the folder can move without
 * breaking them. Pages are not here: the route table loads each page file on its own chunk.
 */
export { homeMeta } from './home/homeMeta';
export { NotFoundView } from './notFound/NotFoundView';
export { notFoundMeta } from './notFound/notFoundMeta';
export { LogoStrip } from './promotions/LogoStrip';
export { PlacedBanners } from './promotions/PlacedBanners';
export { logosQuery } from './promotions/siteQueries';
export { keepImagesOffline } from './pwa/imageCache';
export { clearPrivateCaches } from './pwa/serviceWorkerUpdates';

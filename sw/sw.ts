/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { isContentPreviewUrl } from '../src/shared/content/previewUrl';
import {
  API_CACHE,
  CACHE_IMAGES_MESSAGE,
  FONTS_CACHE,
  IMAGES_CACHE,
  isPublicCatalogueRead,
  OFFLINE_PAGE,
  PAGES_CACHE,
  PRIVATE_CACHES,
} from '../src/shared/offline/cacheNames';
import { handleOutboxSync } from './outboxSync';
import { handleShareTarget } from './shareTarget';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY_SECONDS = 24 * 60 * 60;

// Registered first: the share target answers its POST before any route sees it.
handleShareTarget();
handleOutboxSync();

// The shell and every route chunk of this build; the previous build's precache goes once this
// worker activates, so a page never asks for chunks that no longer exist on a live worker.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages: the network's answer when it comes within 4 s, else the copy from the last visit.
// Content previews show drafts: always from the network, never kept (registered first).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isContentPreviewUrl(url.href),
  new NetworkOnly(),
);

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_SECONDS })],
  }),
);

// Artwork, photo derivatives and the site's image assets: immutable enough to serve from cache.
const images = new CacheFirst({
  cacheName: IMAGES_CACHE,
  plugins: [
    new ExpirationPlugin({
      maxEntries: 400,
      maxAgeSeconds: 30 * DAY_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(({ request, sameOrigin }) => sameOrigin && request.destination === 'image', images);

// Font files are content-hashed, so a cached one never goes stale: the precache holds the design
// fonts' latin files, this keeps any other (latin-ext) face once a page has used it.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'font',
  new CacheFirst({
    cacheName: FONTS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

// Catalogue reads are the same for everyone: show the last copy at once, refresh behind it.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    isPublicCatalogueRead(request.method, url.pathname) &&
    !isContentPreviewUrl(url.href),
  new StaleWhileRevalidate({
    cacheName: API_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS })],
  }),
);

// A navigation neither the network nor the pages cache could answer gets the offline page.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document' || request.mode === 'navigate') {
    return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  }
  return Response.error();
});

type WorkerMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'CLEAR_PRIVATE_CACHES' }
  | { type: typeof CACHE_IMAGES_MESSAGE; urls: string[] };

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === 'SKIP_WAITING') {
    // Only when the user chose "Reload now": the pages reload together on controllerchange.
    void self.skipWaiting();
  } else if (message?.type === 'CLEAR_PRIVATE_CACHES') {
    // After sign-out: the next person on this device must not see the last one's pages.
    event.waitUntil(
      Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name))).then(() => {
        event.ports[0]?.postMessage({ type: 'PRIVATE_CACHES_CLEARED' });
      }),
    );
  } else if (message?.type === CACHE_IMAGES_MESSAGE) {
    // Through the images route's own strategy: what is cached already is not fetched again, and
    // the expiry counts these entries like any other.
    const urls = message.urls
      .map((url) => new URL(url, self.location.origin))
      .filter((url) => url.origin === self.location.origin);
    event.waitUntil(
      Promise.allSettled(
        urls.map((url) => images.handle({ event, request: new Request(url.href) })),
      ),
    );
  }
});

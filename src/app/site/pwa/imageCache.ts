import { CACHE_IMAGES_MESSAGE } from '../../../shared/offline/cacheNames';

/**
 * Asks the service worker to keep these images for offline use. It goes to the active worker,
 * so a page the worker does not control yet (the first visit) has them kept too; without a
 * worker (not installed, or not supported) nothing is kept.
 */
export function keepImagesOffline(urls: readonly string[]): void {
  if (urls.length === 0 || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: CACHE_IMAGES_MESSAGE, urls: [...urls] }),
  );
}

import type { Workbox } from 'workbox-window';
import { PRIVATE_CACHES } from '../../../shared/offline/cacheNames';

/** How often route changes may ask the server for a newer worker. */
const UPDATE_CHECK_INTERVAL_MS = 60_000;

type Listener = () => void;

let workbox: Workbox | undefined;
let registering = false;
let updateWaiting = false;
let lastUpdateCheck = 0;
const listeners = new Set<Listener>();

function setUpdateWaiting(value: boolean) {
  if (updateWaiting === value) return;
  updateWaiting = value;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether a new version waits for the user's go-ahead. */
export const updateStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): boolean => updateWaiting,
  getServerSnapshot: (): boolean => false,
};

/**
 * Registers /sw.js and wires the update flow: a new worker waits until the user accepts; then
 * every open tab that had the old worker reloads together when the new one takes control. A first
 * install takes no control of open pages (no clients.claim), so nothing reloads on a first visit.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || registering) return;
  registering = true;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });

  lastUpdateCheck = Date.now();
  loadWorkbox();
}

/** workbox-window is its own chunk, fetched once the page is up (main.tsx waits for idle). */
function loadWorkbox() {
  // Offline, the worker script cannot be fetched: register when the connection returns.
  if (!navigator.onLine) {
    window.addEventListener('online', loadWorkbox, { once: true });
    return;
  }
  import('workbox-window')
    .then(({ Workbox }) => {
      workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => setUpdateWaiting(true));
      return workbox.register();
    })
    .catch((error: unknown) => {
      // Gone offline before registering: try again when the connection returns.
      if (!navigator.onLine) {
        window.addEventListener('online', loadWorkbox, { once: true });
        return;
      }
      // The shop works without a worker, only not offline; say why in the console.
      console.warn('The service worker could not be registered', error);
    });
}

/** Asks the server for a newer worker, at most once a minute (it is called on every navigation). */
export function checkForUpdate(now: number = Date.now()): void {
  if (!workbox || now - lastUpdateCheck < UPDATE_CHECK_INTERVAL_MS) return;
  lastUpdateCheck = now;
  workbox.update().catch(() => {
    // Offline or the server is down: the next navigation tries again.
  });
}

/** The user chose to reload: the waiting worker activates and every tab reloads on controllerchange. */
export function acceptUpdate(): void {
  if (workbox) workbox.messageSkipWaiting();
  else window.location.reload();
}

/** The user chose "Later": the notice goes until the next new version. */
export function dismissUpdate(): void {
  setUpdateWaiting(false);
}

/**
 * After sign-out: the pages and API caches may hold what only the signed-out user may see. The
 * page deletes them itself (Cache Storage is shared with the worker), which also works when no
 * worker controls this page yet.
 */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name)));
}

import { OUTBOX_NAME, ownerOf } from '../../shared/offline/outboxRules';
import type { OutboxStore } from '../../shared/offline/replayOutbox';
import type { ApiClient } from '../apiContext';
import { keepStoredData, storageBudget } from './deviceStorage';
import { createOutbox, type Outbox } from './outbox';

const RETRY_INTERVAL_MS = 10_000;

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Background Sync where the browser has it (Chromium); elsewhere the page's own triggers do. */
async function requestBackgroundSync(): Promise<void> {
  if (!navigator.serviceWorker?.controller) return;
  const registration = await navigator.serviceWorker.ready;
  const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
  await sync?.register(OUTBOX_NAME);
}

/**
 * The outbox as the browser runs it: IndexedDB, a Web Lock shared with the other tabs and the
 * service worker, a BroadcastChannel to keep every tab's count right, and replays on start,
 * `online`, focus and a message from the service worker.
 */
export function startBrowserOutbox(
  api: ApiClient,
  session: () => Parameters<typeof ownerOf>[0],
): Outbox {
  let store: Promise<OutboxStore> | undefined;
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_NAME) : undefined;
  const outbox = createOutbox({
    api,
    store: () => {
      // IndexedDB code loads on first use: most pages never write while offline.
      store ??= Promise.all([
        import('../../../browser-storage/appDatabase'),
        import('../../../browser-storage/outboxStore'),
      ]).then(([{ openAppDatabase }, { idbOutboxStore }]) =>
        openAppDatabase().then(idbOutboxStore),
      );
      return store;
    },
    owner: () => ownerOf(session()),
    isOnline: () => navigator.onLine,
    exclusive: <T>(task: () => Promise<T>): Promise<T> =>
      navigator.locks ? (navigator.locks.request(OUTBOX_NAME, task) as Promise<T>) : task(),
    channel: channel && {
      post: () => channel.postMessage('changed'),
      listen: (onChange) => channel.addEventListener('message', onChange),
    },
    requestBackgroundSync,
    onStored: () => {
      void keepStoredData();
      void checkStorage();
    },
  });
  const checkStorage = async () => outbox.setStorageLow((await storageBudget())?.low ?? false);

  outbox.listen();
  const replay = () => void outbox.replay().catch(() => {});
  window.addEventListener('online', () => {
    outbox.setOnline(true);
    replay();
  });
  window.addEventListener('offline', () => outbox.setOnline(false));
  window.addEventListener('focus', replay);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') replay();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (event.data?.type === 'OUTBOX_CHANGED') void outbox.refresh();
  });
  // The line can be up while the server is not (a restart, a deploy): keep trying, gently.
  setInterval(() => {
    if (navigator.onLine && outbox.status().waiting > 0) replay();
  }, RETRY_INTERVAL_MS);
  replay();
  void checkStorage();
  return outbox;
}

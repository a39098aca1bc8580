import { useEffect, useSyncExternalStore } from 'react';
import { useApi } from '../../apiContext';
import { useSession } from '../../state/session/useSession';
import type { PhotoLibrary } from '../photoLibrary';
import { type UploadItem, UploadQueue } from './uploadQueue';

const queues = new WeakMap<PhotoLibrary, UploadQueue>();
const NO_ITEMS: readonly UploadItem[] = [];

/** The library's upload queue (one per tab, so uploads go on while the user browses). */
export function useUploadQueue(library: PhotoLibrary | undefined, ready: boolean) {
  const api = useApi();
  const session = useSession();
  const csrfToken = session.data?.csrfToken;
  let queue = library ? queues.get(library) : undefined;
  if (library && !queue) {
    queue = new UploadQueue(library, {
      api,
      csrfToken: () => csrfTokenNow,
      isOnline: () => navigator.onLine,
    });
    queues.set(library, queue);
  }
  csrfTokenNow = csrfToken;
  const items = useQueueItems(queue);
  useEffect(() => {
    if (!queue || !ready) return;
    void queue.resumeStored();
    const online = () => queue.resumeWaiting();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queue, ready]);
  return { queue, items };
}

/** The queue's items, re-rendered as they change; none until there is a queue. */
export function useQueueItems(queue: UploadQueue | undefined): readonly UploadItem[] {
  return useSyncExternalStore(
    queue?.subscribe ?? noSubscription,
    queue?.getSnapshot ?? noItems,
    noItems,
  );
}

/** The session's token as last rendered; the queue reads it when a transfer starts. */
let csrfTokenNow: string | undefined;
const noSubscription = () => () => {};
const noItems = () => NO_ITEMS;

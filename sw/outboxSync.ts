/// <reference lib="webworker" />

import packedActionRoutes from 'virtual:action-routes';
import { openAppDatabase } from '../browser-storage/appDatabase';
import { idbOutboxStore } from '../browser-storage/outboxStore';
import { unpackActionRoutes } from '../src/shared/api/actionRoutes';
import { createApiClient } from '../src/shared/api/client';
import { OUTBOX_NAME, ownerOf } from '../src/shared/offline/outboxRules';
import { replayOutbox } from '../src/shared/offline/replayOutbox';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Replays the outbox from the service worker when Background Sync says the connection is back,
 * even with every tab closed. Same store, same order, same lock as the pages, so a page replaying
 * at the same moment waits instead of sending twice. Throwing asks the browser to try again later.
 */
async function replayFromWorker(): Promise<void> {
  const api = createApiClient({ actionRoutes: unpackActionRoutes(packedActionRoutes) });
  const owner = ownerOf(await api.call('my/sessions/current', {}));
  const store = idbOutboxStore(await openAppDatabase());
  const result = await self.navigator.locks.request(OUTBOX_NAME, () =>
    replayOutbox(
      store,
      (entry) =>
        api.call(entry.action as 'my/sessions', entry.payload as never, {
          idempotencyKey: entry.idempotencyKey,
        }),
      owner,
    ),
  );
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    client.postMessage({ type: 'OUTBOX_CHANGED' });
  }
  if (result.stopped) throw new Error('The outbox still has changes waiting');
}

export function handleOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_NAME) sync.waitUntil(replayFromWorker());
  });
}

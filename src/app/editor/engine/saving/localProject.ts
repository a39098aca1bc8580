import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import type { ProjectDocument } from '../../../../shared/project/document';
import { docToY, yRoots } from '../../../../shared/project/yjs/binding';

/*
 * A project's Y.Doc kept in IndexedDB by y-indexeddb, one database per project named by the
 * project's client id (a UUID the device makes, for guests too), so a draft exists before the
 * server knows of it and survives a closed tab, a reload or a crash.
 */

export const LOCAL_PROJECT_PREFIX = 'printshop-project:';

export interface LocalProject {
  clientId: string;
  ydoc: Y.Doc;
  /** Resolves once every update written so far is committed to IndexedDB. */
  flushed(): Promise<void>;
  close(): Promise<void>;
}

export async function openLocalProject(
  clientId: string,
  seed?: () => ProjectDocument,
): Promise<LocalProject> {
  const ydoc = new Y.Doc();
  const persistence = new IndexeddbPersistence(`${LOCAL_PROJECT_PREFIX}${clientId}`, ydoc);
  await persistence.whenSynced;
  // A new draft starts from its template; a stored one from what the device kept.
  if (seed && yRoots(ydoc).order.length === 0) docToY(seed(), ydoc);

  // y-indexeddb writes each update in its own IndexedDB transaction. The first update of a task
  // is written at once, as y-indexeddb would; the rest of the same task (a burst of edits, an
  // autofill, a sync's pull) are merged and written once at the end of the task: nothing can
  // close the tab between a microtask and its task, so no edit is less safe.
  const storeUpdate = persistence._storeUpdate;
  ydoc.off('update', storeUpdate);
  let pending: Uint8Array[] = [];
  let inTask = false;
  const writePending = () => {
    if (pending.length === 0) return;
    const merged = pending.length === 1 ? pending[0]! : Y.mergeUpdates(pending);
    pending = [];
    storeUpdate(merged, null);
  };
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === persistence) return;
    if (inTask) {
      pending.push(update);
      return;
    }
    inTask = true;
    queueMicrotask(() => {
      inTask = false;
      writePending();
    });
    storeUpdate(update, null);
  };
  ydoc.on('update', onUpdate);

  return {
    clientId,
    ydoc,
    flushed() {
      writePending();
      // y-indexeddb adds each update in its own transaction on the 'updates' store. Transactions
      // with overlapping scopes run in the order they were made, so when an empty read-write
      // transaction on that store completes, every update before it is committed.
      const db = persistence.db;
      if (!db) return Promise.reject(new Error('The project is not open on this device.'));
      return new Promise((resolve, reject) => {
        const transaction = db.transaction(['updates'], 'readwrite');
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
      });
    },
    async close() {
      writePending();
      ydoc.off('update', onUpdate);
      await persistence.destroy();
      ydoc.destroy();
    },
  };
}

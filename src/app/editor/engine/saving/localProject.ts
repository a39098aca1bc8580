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
  return {
    clientId,
    ydoc,
    flushed() {
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
      await persistence.destroy();
      ydoc.destroy();
    },
  };
}

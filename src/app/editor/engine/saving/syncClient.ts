import * as Y from 'yjs';
import { CURRENT_SCHEMA_VERSION } from '../../../../shared/project/document';
import { yRoots } from '../../../../shared/project/yjs/binding';
import { hasUnapplied } from '../../../../shared/project/yjs/unapplied';
import { fromBase64, toBase64 } from './base64';
import type { DraftsIndex } from './draftsIndex';
import type { LocalProject } from './localProject';
import { INITIAL_SAVE_STATE, nextSaveState, type SaveEvent, type SaveState } from './saveState';
import { SyncOfflineError, SyncOutdatedError, type SyncTransport } from './syncTransport';

/** The origin of updates that came from the server: stored locally, never sent back, never undone. */
export const SYNC_ORIGIN = Symbol('project-sync');

const STILL_ARRIVING =
  'Changes from another device are still on their way: they will show once they are all here.';

/** How soon a sync the server did not answer is tried again while the device is online. */
export const SERVER_RETRY_MS = 2000;

/** Edits within this long of each other go to the server together. */
export const SYNC_DEBOUNCE_MS = 1500;

export interface Connectivity {
  isOnline(): boolean;
  /** Calls back when the device comes online (the window's online event). */
  onOnline(listener: () => void): () => void;
}

/** True when the document holds changes the state vector (what the server has) lacks. */
export function hasChangesBeyond(ydoc: Y.Doc, syncedStateVector: string | undefined): boolean {
  const synced = syncedStateVector ? Y.decodeStateVector(fromBase64(syncedStateVector)) : new Map();
  for (const [client, clock] of Y.decodeStateVector(Y.encodeStateVector(ydoc)))
    if (clock > (synced.get(client) ?? 0)) return true;
  return false;
}

export interface ProjectSync {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SaveState;
  /** Sends and fetches now; resolves when done (or failed, which the state says). */
  syncNow(): Promise<void>;
  destroy(): void;
}

/**
 * Saves a project: each update is confirmed in IndexedDB (then "saved on this device"), and, for a
 * signed-in owner, sent to the server a moment later, on reconnect, and on demand. A sync pulls
 * what the server has first and merges it (Yjs merges without loss), then pushes what it lacks.
 */
export function createProjectSync(options: {
  project: LocalProject;
  drafts: DraftsIndex;
  transport: SyncTransport;
  connectivity: Connectivity;
  debounceMs?: number;
  serverRetryMs?: number;
}): ProjectSync {
  const { project, drafts, transport, connectivity } = options;
  const { ydoc } = project;
  const listeners = new Set<() => void>();
  let state = INITIAL_SAVE_STATE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let incompleteTries = 0;
  let again = false;
  /** The server said a newer shop wrote the design: this device sends nothing more. */
  let outdated: string | undefined;

  const emit = (event: SaveEvent) => {
    const next = nextSaveState(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  function schedule(delay = options.debounceMs ?? SYNC_DEBOUNCE_MS) {
    clearTimeout(timer);
    timer = setTimeout(() => void sync(), delay);
  }

  // One confirmation covers every update made before it, so a burst of edits (a typed word,
  // a run of nudges) waits for one IndexedDB round trip, not one each.
  let storing: Promise<void> = Promise.resolve();
  let unconfirmed = false;
  let confirming = false;
  async function confirmStored() {
    confirming = true;
    try {
      while (unconfirmed) {
        unconfirmed = false;
        await project.flushed();
      }
      emit({ type: 'storedLocally' });
      await drafts.update(project.clientId, { updatedAt: Date.now() });
      schedule();
    } catch (error) {
      const quota = error instanceof DOMException && error.name === 'QuotaExceededError';
      emit({
        type: 'storeFailed',
        message: quota
          ? 'This device is out of storage space: free some and try again.'
          : 'This device could not store the change.',
      });
    } finally {
      confirming = false;
      // An edit made while the drafts index was written still needs its confirmation.
      if (unconfirmed) storing = confirmStored();
    }
  }
  // A change from the live channel that could not be applied yet makes this copy out of step
  // (whatever the last sync said) until a pull brings what it builds on.
  const onRemote = (transaction: Y.Transaction) => {
    if (transaction.origin !== SYNC_ORIGIN || running || !hasUnapplied(ydoc)) return;
    emit({ type: 'syncIncomplete', message: STILL_ARRIVING });
    schedule();
  };
  ydoc.on('afterTransaction', onRemote);
  const onUpdate = (_update: Uint8Array, origin: unknown) => {
    if (origin === SYNC_ORIGIN) return;
    emit({ type: 'edited' });
    unconfirmed = true;
    if (!confirming) storing = confirmStored();
  };
  ydoc.on('update', onUpdate);

  async function syncOnce(): Promise<void> {
    const draft = await drafts.get(project.clientId);
    // A guest's draft stays on the device until they sign in; then it is uploaded by clientId.
    if (!draft || draft.ownerUserId === null) return;
    if (outdated) {
      emit({ type: 'syncFailed', offline: false, message: outdated });
      return;
    }
    // A copy opened before the editor's first design reached IndexedDB (the startup upload of the
    // device's drafts, racing a draft made a moment ago) has nothing to upload: creating from it
    // made the project with no design, so the editor had its id, and an Order pressed before its
    // own push landed was priced from the bare row, "a size we no longer sell" (issue 36). The
    // editor's copy, which holds the design, creates it.
    if (draft.serverId === undefined && yRoots(ydoc).order.length === 0) return;
    if (!connectivity.isOnline()) {
      emit({ type: 'wentOffline' });
      return;
    }
    emit({ type: 'syncStarted' });
    try {
      let projectId = draft.serverId;
      if (projectId === undefined) {
        const created = await transport.create({
          clientId: draft.clientId,
          productTypeId: draft.productTypeId,
          templateId: draft.templateId,
          themeId: draft.themeId,
          productId: draft.productId,
          pageCount: draft.pageCount,
          options: draft.options,
          name: draft.name,
          schemaVersion: CURRENT_SCHEMA_VERSION,
          update: toBase64(Y.encodeStateAsUpdate(ydoc)),
        });
        projectId = created.projectId;
        await drafts.update(draft.clientId, { serverId: projectId });
      }
      const hadOwnChanges = hasChangesBeyond(ydoc, draft.syncedStateVector);
      const before = toBase64(Y.encodeStateVector(ydoc));
      const pulled = await transport.pull(projectId, before);
      Y.applyUpdate(ydoc, fromBase64(pulled.update), SYNC_ORIGIN);
      // Changes from elsewhere merged into changes of this device's own: say so, once.
      const merged = hadOwnChanges && toBase64(Y.encodeStateVector(ydoc)) !== before;
      let serverVector = pulled.stateVector;
      const missing = Y.encodeStateAsUpdate(ydoc, fromBase64(serverVector));
      if (hasChangesBeyond(ydoc, serverVector)) {
        serverVector = (await transport.push(projectId, toBase64(missing), CURRENT_SCHEMA_VERSION))
          .stateVector;
      }
      await project.flushed();
      await drafts.update(draft.clientId, { syncedStateVector: serverVector });
      if (hasUnapplied(ydoc)) {
        emit({ type: 'syncIncomplete', message: STILL_ARRIVING });
        // The next pull brings what they build on, if the server has it; a few tries, not forever.
        if (++incompleteTries <= 3) schedule();
        return;
      }
      incompleteTries = 0;
      emit({ type: 'syncSucceeded', merged });
    } catch (error) {
      if (error instanceof SyncOutdatedError) outdated = error.message;
      const offline = error instanceof SyncOfflineError;
      emit({
        type: 'syncFailed',
        offline,
        message: error instanceof Error ? error.message : String(error),
      });
      // The device is online but the server did not answer (a restart, a dropped link): no
      // online event will come, so try again soon, and the status follows the server's return.
      if (offline && connectivity.isOnline()) schedule(options.serverRetryMs ?? SERVER_RETRY_MS);
    }
  }

  /** One sync at a time; a request during one runs once more after it. */
  function sync(): Promise<void> {
    clearTimeout(timer);
    if (running) {
      again = true;
      return running;
    }
    running = syncOnce().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void sync();
      }
    });
    return running;
  }

  const offOnline = connectivity.onOnline(() => {
    emit({ type: 'cameOnline' });
    void sync();
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    async syncNow() {
      await storing;
      await sync();
    },
    destroy() {
      clearTimeout(timer);
      ydoc.off('update', onUpdate);
      ydoc.off('afterTransaction', onRemote);
      offOnline();
      listeners.clear();
    },
  };
}

/**
 * At startup, and when a guest signs in: every draft of the user whose document holds changes the
 * server lacks is opened and synced (a guest's drafts are made the user's first; creating by
 * clientId is idempotent, so a draft uploaded before is answered, not duplicated).
 */
export async function syncPendingDrafts(options: {
  drafts: DraftsIndex;
  userId: number;
  claimGuestDrafts?: boolean;
  open: (clientId: string) => Promise<LocalProject>;
  syncOf: (project: LocalProject) => ProjectSync;
}): Promise<{ synced: string[] }> {
  if (options.claimGuestDrafts) await options.drafts.claimGuestDrafts(options.userId);
  const synced: string[] = [];
  for (const draft of await options.drafts.list(options.userId)) {
    const project = await options.open(draft.clientId);
    try {
      if (draft.serverId !== undefined && !hasChangesBeyond(project.ydoc, draft.syncedStateVector))
        continue;
      const sync = options.syncOf(project);
      await sync.syncNow();
      sync.destroy();
      synced.push(draft.clientId);
    } finally {
      await project.close();
    }
  }
  return { synced };
}

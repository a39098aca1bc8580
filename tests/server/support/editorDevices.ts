import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import * as Y from 'yjs';
import {
  type LiveChannel,
  openLiveChannel,
} from '../../../src/app/editor/collaboration/liveChannel';
import type { CommandCall } from '../../../src/app/editor/engine/commands/registry';
import { createEditorEngine, type EditorEngine } from '../../../src/app/editor/engine/editorEngine';
import {
  type DraftsIndex,
  openDraftsIndex,
} from '../../../src/app/editor/engine/saving/draftsIndex';
import {
  type LocalProject,
  openLocalProject,
} from '../../../src/app/editor/engine/saving/localProject';
import {
  createProjectSync,
  type ProjectSync,
  SYNC_ORIGIN,
} from '../../../src/app/editor/engine/saving/syncClient';
import { apiSyncTransport } from '../../../src/app/editor/session/apiSyncTransport';
import { actionTable } from '../../../src/shared/api/actionTable';
import { createApiClient } from '../../../src/shared/api/client';
import { livePath } from '../../../src/shared/collaboration/liveProtocol';
import type { ProjectDocument } from '../../../src/shared/project/document';
import { yToDoc } from '../../../src/shared/project/yjs/binding';
import { storedSchemaVersion } from '../../../src/shared/project/yjs/documentVersion';
import { socketFor } from './livePeers';

/*
 * A device running the editor as the browser does, in Node: the project kept by y-indexeddb (on a
 * fake IndexedDB of the device's own), the drafts index, the engine, the HTTP sync client over the
 * real API client and the live channel over a real WebSocket, against a listening test server.
 * Going offline makes every call fail as a lost network does and drops the socket; coming back
 * fires the online event both listen to, as the window's does.
 */

/** idb and y-indexeddb open databases on the global factory: each device opens on its own. */
async function onFactory<T>(factory: IDBFactory, open: () => Promise<T>): Promise<T> {
  const saved = (globalThis as { indexedDB?: unknown }).indexedDB;
  Object.assign(globalThis, { indexedDB: factory });
  try {
    return await open();
  } finally {
    Object.assign(globalThis, { indexedDB: saved });
  }
}

export interface DeviceOptions {
  host: string;
  cookie: string;
  userId: number;
  projectId: number;
  name: string;
}

export class EditorDevice {
  readonly factory = new IDBFactory();
  online = true;
  private readonly onlineListeners = new Set<() => void>();
  readonly errors: unknown[] = [];
  project!: LocalProject;
  drafts!: DraftsIndex;
  engine!: EditorEngine;
  sync!: ProjectSync;
  live!: LiveChannel;
  private clientId = crypto.randomUUID();

  constructor(readonly options: DeviceOptions) {}

  private api() {
    return createApiClient({
      actionRoutes: actionTable,
      baseUrl: `http://${this.options.host}`,
      fetch: async (input, init) => {
        if (!this.online) throw new TypeError('Failed to fetch');
        const headers = new Headers(init?.headers);
        headers.set('cookie', this.options.cookie);
        headers.set('origin', `http://${this.options.host}`);
        return fetch(input, { ...init, headers });
      },
    });
  }

  /** Opens the project the first time on this device: the server's design, kept locally. */
  async openFirstTime(): Promise<void> {
    await this.keepServerCopy();
    this.start(this.api());
  }

  /**
   * Keeps the server's design on this device, as opening it the first time does, without opening
   * the editor (a copy an earlier visit left, for `openKept` to open).
   */
  async keepServerCopy(): Promise<void> {
    const api = this.api();
    const content = await api.call('my/projects/{project_id}/content', {
      projectId: this.options.projectId,
    });
    await onFactory(this.factory, async () => {
      this.drafts = await openDraftsIndex();
      this.project = await openLocalProject(this.clientId);
    });
    Y.applyUpdate(this.project.ydoc, Buffer.from(content.update, 'base64'), SYNC_ORIGIN);
    await this.project.flushed();
    await this.drafts.put({
      clientId: this.clientId,
      serverId: this.options.projectId,
      name: this.options.name,
      productTypeId: 1,
      updatedAt: Date.now(),
      ownerUserId: this.options.userId,
      syncedStateVector: content.stateVector,
    });
  }

  /** Opens the editor on the copy this device's storage keeps (after keepServerCopy). */
  async openKept(): Promise<void> {
    await this.project.close();
    await onFactory(this.factory, async () => {
      this.project = await openLocalProject(this.clientId);
    });
    this.start(this.api());
  }

  /** Closes the editor and opens it again from what this device stored (a reload). */
  async reload(): Promise<void> {
    this.stop();
    await this.project.close();
    await onFactory(this.factory, async () => {
      this.project = await openLocalProject(this.clientId);
    });
    this.start(this.api());
  }

  private start(api: ReturnType<EditorDevice['api']>) {
    const { ydoc } = this.project;
    // As the editor page wires it: a design left unreadable by a change from elsewhere syncs.
    this.engine = createEditorEngine({ ydoc, onUnreadable: () => void this.sync.syncNow() });
    this.sync = createProjectSync({
      project: this.project,
      drafts: this.drafts,
      transport: apiSyncTransport(api),
      connectivity: {
        isOnline: () => this.online,
        onOnline: (listener) => {
          this.onlineListeners.add(listener);
          return () => this.onlineListeners.delete(listener);
        },
      },
      debounceMs: 30,
    });
    this.live = openLiveChannel({
      url: `ws://${this.options.host}${livePath(this.options.projectId)}`,
      ydoc,
      remoteOrigin: SYNC_ORIGIN,
      openSocket: socketFor(this.options.host, this.options.cookie),
      isOnline: () => this.online,
      backoffMs: [50, 100, 200],
    });
  }

  private stop() {
    this.live.close();
    this.sync.destroy();
    this.engine.destroy();
  }

  /** A command as the editor runs it; an error it throws is kept, as the page's console would. */
  run(call: CommandCall): void {
    try {
      this.engine.dispatch(call);
    } catch (error) {
      this.errors.push(error);
    }
  }

  /** What the header would say: saved and synced (a merge included). */
  saysSynced(): boolean {
    const { status } = this.sync.getSnapshot();
    return status === 'synced' || status === 'conflictResolved';
  }

  goOffline(): void {
    this.online = false;
    this.live.disconnect();
  }

  /**
   * Back online: the sync client and the live channel both hear it. `httpFirst` lets the HTTP
   * sync finish before the socket opens, the order a warm browser often runs them in.
   */
  async goOnline(order: 'together' | 'httpFirst' = 'together'): Promise<void> {
    this.online = true;
    for (const listener of this.onlineListeners) listener();
    if (order === 'httpFirst') await this.sync.syncNow();
    this.live.reconnect();
  }

  /** The design as the Y.Doc holds it (throws when the document cannot be read). */
  document(): ProjectDocument {
    return yToDoc(this.project.ydoc);
  }

  /** The design as this device's storage would open it after a reload. */
  async storedDocument(): Promise<{
    doc?: ProjectDocument;
    error?: unknown;
    vector: Map<number, number>;
  }> {
    const stored = await onFactory(this.factory, () => openLocalProject(this.clientId));
    try {
      const vector = Y.decodeStateVector(Y.encodeStateVector(stored.ydoc));
      try {
        return { doc: yToDoc(stored.ydoc), vector };
      } catch (error) {
        return { error, vector };
      }
    } finally {
      await stored.close();
    }
  }

  /** The schemaVersion of the copy this device's storage holds, as stored (not migrated). */
  async storedVersion(): Promise<number | undefined> {
    const stored = await onFactory(this.factory, () => openLocalProject(this.clientId));
    try {
      return storedSchemaVersion(stored.ydoc);
    } finally {
      await stored.close();
    }
  }

  async close(): Promise<void> {
    this.stop();
    await this.project.close();
  }
}

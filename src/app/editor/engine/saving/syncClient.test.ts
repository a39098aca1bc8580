import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { docToY, yToDoc } from '../../../../shared/project/yjs/binding';
import { NEWER_SHOP_MESSAGE } from '../../../../shared/project/yjs/documentVersion';
import { createEditorEngine } from '../editorEngine';
import { memorySyncServer } from '../testing/memorySyncServer';
import { sampleBook } from '../testing/sampleBook';
import { type DraftsIndex, openDraftsIndex } from './draftsIndex';
import { openLocalProject } from './localProject';
import {
  type Connectivity,
  createProjectSync,
  hasChangesBeyond,
  SYNC_ORIGIN,
  syncPendingDrafts,
} from './syncClient';
import { SyncOutdatedError } from './syncTransport';

function connectivity() {
  let online = true;
  const listeners = new Set<() => void>();
  const control: Connectivity & { set(value: boolean): void } = {
    isOnline: () => online,
    onOnline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      online = value;
      if (value) for (const listener of listeners) listener();
    },
  };
  return control;
}

const CLIENT = '6f1c1f3e-2a4b-4c55-9a51-0b7a8e0e1d11';
let drafts: DraftsIndex;

beforeEach(async () => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() });
  drafts = await openDraftsIndex();
});

async function newDraft(owner: number | null) {
  await drafts.put({
    clientId: CLIENT,
    name: 'Our Year',
    productTypeId: 1,
    updatedAt: 0,
    ownerUserId: owner,
  });
  return openLocalProject(CLIENT, () => sampleBook(4, 1));
}

describe('local saving', () => {
  it('keeps every edit in IndexedDB: a reopened project has it', async () => {
    const project = await newDraft(1);
    const engine = createEditorEngine({ ydoc: project.ydoc });
    engine.dispatch({ name: 'setText', args: { id: 'cover-title', text: 'Kept' } });
    await project.flushed();
    await project.close();
    const reopened = await openLocalProject(CLIENT);
    expect(yToDoc(reopened.ydoc).elements['cover-title']).toMatchObject({ text: 'Kept' });
    await reopened.close();
  });
});

describe('sync client', () => {
  it('says saved on this device, then uploads the draft by client id and says synced', async () => {
    const server = memorySyncServer();
    const project = await newDraft(1);
    const sync = createProjectSync({
      project,
      drafts,
      transport: server.transport,
      connectivity: connectivity(),
      debounceMs: 60_000,
    });
    const seen: string[] = [];
    sync.subscribe(() => seen.push(sync.getSnapshot().status));
    createEditorEngine({ ydoc: project.ydoc }).dispatch({
      name: 'setText',
      args: { id: 'cover-title', text: 'Up' },
    });
    await sync.syncNow();
    expect(seen).toEqual(['saving', 'savedLocally', 'syncing', 'synced']);
    const draft = await drafts.get(CLIENT);
    expect(draft?.serverId).toBe(1);
    expect(yToDoc(server.projects.get(1)!.ydoc).elements['cover-title']).toMatchObject({
      text: 'Up',
    });
    expect(hasChangesBeyond(project.ydoc, draft?.syncedStateVector)).toBe(false);
    sync.destroy();
    await project.close();
  });

  it('keeps offline edits, says offline, and sends them when the device is back online', async () => {
    const server = memorySyncServer();
    const net = connectivity();
    const project = await newDraft(1);
    const sync = createProjectSync({
      project,
      drafts,
      transport: server.transport,
      connectivity: net,
      debounceMs: 60_000,
    });
    await sync.syncNow();
    net.set(false);
    server.setOnline(false);
    const engine = createEditorEngine({ ydoc: project.ydoc });
    for (let i = 0; i < 20; i++)
      engine.dispatch({ name: 'nudge', args: { ids: ['page-1-caption'], direction: 'right' } });
    await sync.syncNow();
    expect(sync.getSnapshot().status).toBe('offline');
    server.setOnline(true);
    net.set(true);
    await sync.syncNow();
    expect(sync.getSnapshot().status).toBe('synced');
    expect(yToDoc(server.projects.get(1)!.ydoc).elements['page-1-caption']?.x).toBe(38);
    sync.destroy();
    await project.close();
  });

  it('merges edits made meanwhile on another device, nothing lost, and says so', async () => {
    const server = memorySyncServer();
    const project = await newDraft(1);
    const sync = createProjectSync({
      project,
      drafts,
      transport: server.transport,
      connectivity: connectivity(),
      debounceMs: 60_000,
    });
    await sync.syncNow();
    // Another device edits the server's copy while this one edits offline.
    const desktop = new Y.Doc();
    Y.applyUpdate(desktop, Y.encodeStateAsUpdate(server.projects.get(1)!.ydoc));
    createEditorEngine({ ydoc: desktop }).dispatch({
      name: 'setText',
      args: { id: 'cover-title', text: 'From the desktop' },
    });
    Y.applyUpdate(server.projects.get(1)!.ydoc, Y.encodeStateAsUpdate(desktop));
    createEditorEngine({ ydoc: project.ydoc }).dispatch({
      name: 'setText',
      args: { id: 'page-2-caption', text: 'From the tablet' },
    });
    await sync.syncNow();
    expect(sync.getSnapshot().status).toBe('conflictResolved');
    for (const doc of [yToDoc(project.ydoc), yToDoc(server.projects.get(1)!.ydoc)]) {
      expect(doc.elements['cover-title']).toMatchObject({ text: 'From the desktop' });
      expect(doc.elements['page-2-caption']).toMatchObject({ text: 'From the tablet' });
    }
    sync.destroy();
    await project.close();
  });

  it("keeps a guest's draft on the device, and uploads it once when they sign in", async () => {
    const server = memorySyncServer();
    const project = await newDraft(null);
    const sync = createProjectSync({
      project,
      drafts,
      transport: server.transport,
      connectivity: connectivity(),
      debounceMs: 60_000,
    });
    createEditorEngine({ ydoc: project.ydoc }).dispatch({
      name: 'setText',
      args: { id: 'cover-title', text: 'Guest' },
    });
    await sync.syncNow();
    expect(sync.getSnapshot().status).toBe('savedLocally');
    expect(server.calls()).toBe(0);
    sync.destroy();
    await project.close();
    const options = {
      drafts,
      userId: 7,
      claimGuestDrafts: true,
      open: (clientId: string) => openLocalProject(clientId),
      syncOf: (p: Awaited<ReturnType<typeof openLocalProject>>) =>
        createProjectSync({
          project: p,
          drafts,
          transport: server.transport,
          connectivity: connectivity(),
          debounceMs: 60_000,
        }),
    };
    expect(await syncPendingDrafts(options)).toEqual({ synced: [CLIENT] });
    expect((await drafts.get(CLIENT))?.ownerUserId).toBe(7);
    expect(yToDoc(server.projects.get(1)!.ydoc).elements['cover-title']).toMatchObject({
      text: 'Guest',
    });
    // Nothing new since: the startup pass leaves it alone.
    expect(await syncPendingDrafts(options)).toEqual({ synced: [] });
    expect(server.projects.size).toBe(1);
  });
});

describe('the startup upload of the drafts, racing a draft made a moment ago', () => {
  it('creates nothing from a copy without the design; the editor creates it with the design', async () => {
    const server = memorySyncServer();
    // The draft is listed, but its document is not in IndexedDB yet: the editor's seeding write
    // has not landed when the startup pass opens the draft.
    await drafts.put({
      clientId: CLIENT,
      name: 'Our Year',
      productTypeId: 1,
      updatedAt: 0,
      ownerUserId: 1,
    });
    const early = await openLocalProject(CLIENT);
    const startup = {
      drafts,
      userId: 1,
      open: async () => early,
      syncOf: (p: Awaited<ReturnType<typeof openLocalProject>>) =>
        createProjectSync({
          project: p,
          drafts,
          transport: server.transport,
          connectivity: connectivity(),
          debounceMs: 60_000,
        }),
    };
    await syncPendingDrafts(startup);
    expect(server.projects.size).toBe(0);
    expect((await drafts.get(CLIENT))?.serverId).toBeUndefined();
    await early.close();

    const editor = await openLocalProject(CLIENT, () => sampleBook(4, 1));
    const sync = createProjectSync({
      project: editor,
      drafts,
      transport: server.transport,
      connectivity: connectivity(),
      debounceMs: 60_000,
    });
    await sync.syncNow();
    const serverId = (await drafts.get(CLIENT))?.serverId;
    expect(serverId).toBe(1);
    expect(yToDoc(server.projects.get(1)!.ydoc).surfaceOrder).toEqual(
      yToDoc(editor.ydoc).surfaceOrder,
    );
    sync.destroy();
    await editor.close();
  });
});

describe('a server that does not answer while the device is online', () => {
  it('says offline, tries again by itself, and says synced once the server is back', async () => {
    const server = memorySyncServer();
    const project = await newDraft(1);
    const sync = createProjectSync({
      project,
      drafts,
      transport: server.transport,
      connectivity: connectivity(),
      debounceMs: 60_000,
      serverRetryMs: 20,
    });
    await sync.syncNow();
    server.setOnline(false);
    await sync.syncNow();
    expect(sync.getSnapshot().status).toBe('offline');
    server.setOnline(true);
    // No edit and no online event: the retry alone brings the status back.
    for (let n = 0; n < 100 && sync.getSnapshot().status !== 'synced'; n++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sync.getSnapshot().status).toBe('synced');
    sync.destroy();
    await project.close();
  });
});

describe('a change from elsewhere that came before one it builds on', () => {
  it('is never called synced: the sync pulls what it builds on, then says synced', async () => {
    const server = memorySyncServer();
    const project = await newDraft(1);
    const sync = createProjectSync({
      project,
      drafts,
      transport: server.transport,
      connectivity: connectivity(),
      debounceMs: 10,
    });
    await sync.syncNow();
    expect(sync.getSnapshot().status).toBe('synced');
    // Another device's two edits reach the server; only the second reaches this copy live.
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(server.projects.get(1)!.ydoc));
    const otherEngine = createEditorEngine({ ydoc: other });
    otherEngine.dispatch({ name: 'setText', args: { id: 'cover-title', text: 'One' } });
    const between = Y.encodeStateVector(other);
    otherEngine.dispatch({ name: 'setText', args: { id: 'page-1-caption', text: 'Two' } });
    Y.applyUpdate(server.projects.get(1)!.ydoc, Y.encodeStateAsUpdate(other));
    Y.applyUpdate(project.ydoc, Y.encodeStateAsUpdate(other, between), SYNC_ORIGIN);
    expect(sync.getSnapshot()).toMatchObject({ status: 'savedLocally' });
    expect(sync.getSnapshot().message).toMatch(/still on their way/);

    await new Promise((resolve) => setTimeout(resolve, 50));
    await sync.syncNow();
    expect(sync.getSnapshot().status).toBe('synced');
    expect(yToDoc(project.ydoc).elements['page-1-caption']).toMatchObject({ text: 'Two' });
    expect(yToDoc(project.ydoc).elements['cover-title']).toMatchObject({ text: 'One' });
    sync.destroy();
    await project.close();
  });
});

describe('hasChangesBeyond', () => {
  it('compares state vectors', () => {
    const ydoc = new Y.Doc();
    expect(hasChangesBeyond(ydoc, undefined)).toBe(false);
    docToY(sampleBook(1, 1), ydoc);
    expect(hasChangesBeyond(ydoc, undefined)).toBe(true);
  });
});

describe('a server holding a newer document version', () => {
  it('stops the device sending, and the save state says to reload', async () => {
    const server = memorySyncServer();
    const project = await newDraft(1);
    let pushes = 0;
    const sync = createProjectSync({
      project,
      drafts,
      transport: {
        ...server.transport,
        async push() {
          pushes++;
          throw new SyncOutdatedError(NEWER_SHOP_MESSAGE);
        },
      },
      connectivity: connectivity(),
      debounceMs: 60_000,
    });
    await sync.syncNow();
    const engine = createEditorEngine({ ydoc: project.ydoc });
    engine.dispatch({ name: 'setText', args: { id: 'cover-title', text: 'Old shape' } });
    await sync.syncNow();
    expect(pushes).toBe(1);
    expect(sync.getSnapshot()).toMatchObject({ status: 'error', message: NEWER_SHOP_MESSAGE });
    const calls = server.calls();
    await sync.syncNow();
    expect(server.calls()).toBe(calls);
    expect(pushes).toBe(1);
    expect(sync.getSnapshot()).toMatchObject({ status: 'error', message: NEWER_SHOP_MESSAGE });
    sync.destroy();
    engine.destroy();
    await project.close();
  });
});

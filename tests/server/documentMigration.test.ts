import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { openLiveChannel } from '../../src/app/editor/collaboration/liveChannel';
import { sampleBook } from '../../src/app/editor/engine/testing/sampleBook';
import { CURRENT_SCHEMA_VERSION } from '../../src/shared/project/document';
import { everyElementStatesOpacity } from '../../src/shared/project/migrations/testing/plantedMigration';
import { docToY, readRaw, yToDoc } from '../../src/shared/project/yjs/binding';
import { storedSchemaVersion } from '../../src/shared/project/yjs/documentVersion';
import { EditorDevice } from './support/editorDevices';
import {
  cookieHeader,
  eventually,
  listening,
  livePeer,
  REMOTE,
  socketFor,
} from './support/livePeers';
import { createProject, fromBase64, signedInPerson, toBase64 } from './support/projects';
import { startTestServer, type TestServer } from './support/testServer';

/*
 * The shop one document version on: a version-2 migration planted in place of the shop's list,
 * for the server and the editor alike (one process runs both). The designs were stored by
 * today's code, at version 1.
 */
vi.mock('../../src/shared/project/migrations/documentMigrations', async () => {
  const { plantedVersion2 } = await import(
    '../../src/shared/project/migrations/testing/plantedMigration'
  );
  return plantedVersion2;
});

let server: TestServer;
let host: string;
beforeAll(async () => {
  server = await startTestServer();
  host = await listening(server.app);
});
afterAll(() => server.close());

type Owner = Awaited<ReturnType<typeof signedInPerson>>;

/** A book as today's code writes it: version 1, elements saying nothing of their opacity. */
function versionOneBook() {
  const doc = sampleBook(4, 2);
  for (const element of Object.values(doc.elements))
    delete (element as { opacity?: number }).opacity;
  return { ...doc, schemaVersion: 1 };
}

async function storedVersionOneBook(name: string) {
  const owner = await signedInPerson(server, name);
  const ydoc = docToY(versionOneBook());
  const created = await createProject(owner.agent, {
    product_type_id: 1,
    schema_version: 1,
    update: toBase64(Y.encodeStateAsUpdate(ydoc)),
  });
  expect(created.statusCode, created.body).toBe(200);
  const projectId = created.json().id as number;
  const device = (deviceName: string) =>
    new EditorDevice({
      host,
      cookie: cookieHeader(owner.agent),
      userId: owner.userId,
      projectId,
      name: deviceName,
    });
  return { owner, projectId, device };
}

/** The server's stored design, as stored (not migrated on reading). */
async function serverCopy(owner: Owner, projectId: number): Promise<Y.Doc> {
  const response = await owner.agent.get(`/api/v2/my/projects/${projectId}/content`);
  expect(response.statusCode, response.body).toBe(200);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, fromBase64(response.json().update));
  return doc;
}

/** Whether a Y.Doc holds the design in version 2 as the planted migration leaves it. */
function holdsVersionTwo(doc: Y.Doc): boolean {
  return storedSchemaVersion(doc) === 2 && everyElementStatesOpacity(readRaw(doc));
}

describe('a version-1 design opened by a shop one version on', { timeout: 60_000 }, () => {
  it('plants version 2 for this file', () => {
    expect(CURRENT_SCHEMA_VERSION).toBe(2);
  });

  it('is stored as it came, and read migrated (as every server reader reads it)', async () => {
    const book = await storedVersionOneBook('migrate-read');
    const stored = await serverCopy(book.owner, book.projectId);
    expect(storedSchemaVersion(stored)).toBe(1);
    const read = yToDoc(stored);
    expect(read.schemaVersion).toBe(2);
    expect(everyElementStatesOpacity(read)).toBe(true);
  });

  it('from the server, live: the editor writes it back once, and an open peer receives it', async () => {
    const book = await storedVersionOneBook('migrate-live');
    // An editor of the project already on the live channel (a raw copy: it migrates nothing).
    const peer = livePeer(host, book.owner.agent, book.projectId);
    await eventually(() => peer.channel.status() === 'live' && storedSchemaVersion(peer.doc) === 1);

    const first = book.device('first');
    await first.openFirstTime();
    expect(first.engine.getSnapshot().doc.schemaVersion).toBe(2);
    expect(holdsVersionTwo(first.project.ydoc)).toBe(true);
    await eventually(() => holdsVersionTwo(peer.doc));
    await first.sync.syncNow();
    expect(holdsVersionTwo(await serverCopy(book.owner, book.projectId))).toBe(true);

    // A second device finds it migrated, and writes nothing of its own.
    const second = book.device('second');
    await second.openFirstTime();
    expect(second.engine.getSnapshot().doc.schemaVersion).toBe(2);
    expect(Y.encodeStateVector(second.project.ydoc)).toEqual(
      Y.encodeStateVector(await serverCopy(book.owner, book.projectId)),
    );
    expect(
      Y.decodeStateVector(Y.encodeStateVector(second.project.ydoc)).has(
        second.project.ydoc.clientID,
      ),
    ).toBe(false);
    await first.close();
    await second.close();
    peer.channel.close();
  });

  it('from IndexedDB, offline: the kept copy is migrated and stored, then synced on return', async () => {
    const book = await storedVersionOneBook('migrate-offline');
    const tablet = book.device('tablet');
    await tablet.keepServerCopy();
    expect(await tablet.storedVersion()).toBe(1);
    tablet.online = false;
    await tablet.openKept();
    expect(tablet.engine.getSnapshot().doc.schemaVersion).toBe(2);
    await tablet.project.flushed();
    expect(await tablet.storedVersion()).toBe(2);
    expect(storedSchemaVersion(await serverCopy(book.owner, book.projectId))).toBe(1);

    await tablet.goOnline('httpFirst');
    expect(tablet.saysSynced()).toBe(true);
    expect(holdsVersionTwo(await serverCopy(book.owner, book.projectId))).toBe(true);
    expect(tablet.errors).toEqual([]);
    await tablet.close();
  });
});

describe('a device on the older shop, once the design is newer', { timeout: 60_000 }, () => {
  async function migratedBook(name: string) {
    const book = await storedVersionOneBook(name);
    const device = book.device('newer');
    await device.openFirstTime();
    await device.sync.syncNow();
    await device.close();
    return book;
  }

  /** A change to a caption, made on a copy of the server's design. */
  async function captionChange(owner: Owner, projectId: number) {
    const doc = await serverCopy(owner, projectId);
    const before = Y.encodeStateVector(doc);
    (doc.getMap('elements').get('page-2-caption') as Y.Map<unknown>).set('text', 'old shop');
    return toBase64(Y.encodeStateAsUpdate(doc, before));
  }

  it('has its push refused with client_outdated over HTTP, and the design is unchanged', async () => {
    const book = await migratedBook('outdated-http');
    const path = `/api/v2/my/projects/${book.projectId}/content`;
    const update = await captionChange(book.owner, book.projectId);
    for (const body of [{ update, schema_version: 1 }, { update }]) {
      const refused = await book.owner.agent.send('POST', path, body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe('client_outdated');
      expect(refused.json().error.message).toMatch(/newer version of the shop/);
    }
    const caption = yToDoc(await serverCopy(book.owner, book.projectId)).elements['page-2-caption'];
    expect(caption?.type === 'text' && caption.text).not.toBe('old shop');
    const taken = await book.owner.agent.send('POST', path, { update, schema_version: 2 });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('is stopped on the live channel when its address does not say the version', async () => {
    const book = await migratedBook('outdated-live');
    const doc = await serverCopy(book.owner, book.projectId);
    let closedWith: string | undefined;
    // Today's editor opens the channel at the bare path: the server takes it as version 1.
    const channel = openLiveChannel({
      url: `ws://${host}/api/v2/live/projects/${book.projectId}`,
      ydoc: doc,
      remoteOrigin: REMOTE,
      openSocket: socketFor(host, cookieHeader(book.owner.agent)),
      onStatus: (status, message) => {
        if (status === 'closed') closedWith = message;
      },
      backoffMs: [50, 100, 200],
    });
    // On a loaded machine the channel can be live and stopped between two looks: either will do.
    await eventually(() => channel.status() === 'live' || closedWith !== undefined);
    (doc.getMap('elements').get('page-2-caption') as Y.Map<unknown>).set('text', 'old shop');
    await eventually(() => closedWith !== undefined);
    expect(closedWith).toMatch(/newer version of the shop/);
    const caption = yToDoc(await serverCopy(book.owner, book.projectId)).elements['page-2-caption'];
    expect(caption?.type === 'text' && caption.text).not.toBe('old shop');
    channel.close();
  });
});

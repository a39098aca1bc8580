import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { client } from '../../../shared/api/testing/fakeFetch';
import { docToY, yRoots } from '../../../shared/project/yjs/binding';
import { toBase64 } from '../engine/saving/base64';
import { openLocalProject } from '../engine/saving/localProject';
import { sampleBook } from '../engine/testing/sampleBook';
import { openEngineCatchingUp } from './catchUpWithServer';
import { contentOnWire } from './sessionTestKit';

const PROJECT = 41;
const CONTENT = `GET /api/v2/my/projects/${PROJECT}/content`;

beforeEach(() => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() });
});

/**
 * The server's design, and a device copy left as the first reconnecting device was: it
 * has the design as it was, then another device's rewrite of a caption's text arrived without
 * the new text, only its deletion of the old (a delete set alone). The caption lacks its text.
 */
async function unreadableCopy() {
  const server = docToY(sampleBook(3, 2));
  const before = Y.encodeStateAsUpdate(server);
  yRoots(server).elements.get('page-2-caption')!.set('text', 'From the tablet');
  const copy = await openLocalProject('device-copy');
  Y.applyUpdate(copy.ydoc, before);
  Y.applyUpdate(copy.ydoc, Y.encodeStateAsUpdate(server, Y.encodeStateVector(server)));
  await copy.flushed();
  const design = {
    update: toBase64(Y.encodeStateAsUpdate(server)),
    stateVector: toBase64(Y.encodeStateVector(server)),
  };
  return { copy, design };
}

function captionOf(engine: Awaited<ReturnType<typeof openEngineCatchingUp>>) {
  const element = engine.getSnapshot().doc.elements['page-2-caption'];
  return element?.type === 'text' ? element.text : undefined;
}

describe('opening the engine over a device copy that does not read', () => {
  it('pulls what the server has past the copy, then opens on the whole design', async () => {
    const { copy, design } = await unreadableCopy();
    const { api, sent } = client({
      [CONTENT]: { status: 200, body: contentOnWire(PROJECT, design) },
    });
    const copyVector = toBase64(Y.encodeStateVector(copy.ydoc));
    const engine = await openEngineCatchingUp(
      { project: copy, projectId: PROJECT, persisted: true },
      api,
      () => {},
    );
    expect(captionOf(engine)).toBe('From the tablet');
    // It asked for what lies past the copy's own state, as a sync would.
    expect(new URL(sent[0]!.url, 'http://shop').searchParams.get('state_vector')).toBe(copyVector);
    engine.destroy();
    await copy.close();
    // What it took in is stored: the copy opens by itself on the next visit, offline too.
    const reopened = await openLocalProject('device-copy');
    const offline = client({});
    const again = await openEngineCatchingUp(
      { project: reopened, projectId: PROJECT, persisted: true },
      offline.api,
      () => {},
    );
    expect(captionOf(again)).toBe('From the tablet');
    expect(offline.sent).toEqual([]);
    again.destroy();
    await reopened.close();
  });

  it('still cannot open it when the server cannot be reached, and says so by throwing', async () => {
    const { copy } = await unreadableCopy();
    const { api } = client({
      [CONTENT]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(
      openEngineCatchingUp({ project: copy, projectId: PROJECT, persisted: true }, api, () => {}),
    ).rejects.toThrow();
    await copy.close();
  });

  it('asks the server nothing for a copy that reads, or for a project it has never had', async () => {
    const readable = await openLocalProject('readable', () => sampleBook(3, 2));
    const { api, sent } = client({});
    const engine = await openEngineCatchingUp(
      { project: readable, projectId: PROJECT, persisted: true },
      api,
      () => {},
    );
    expect(sent).toEqual([]);
    engine.destroy();
    await readable.close();

    const { copy } = await unreadableCopy();
    await expect(
      openEngineCatchingUp({ project: copy, persisted: true }, api, () => {}),
    ).rejects.toThrow();
    expect(sent).toEqual([]);
    await copy.close();
  });
});

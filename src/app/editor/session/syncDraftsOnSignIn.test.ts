import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { client } from '../../../shared/api/testing/fakeFetch';
import { toWire } from '../../../shared/api/wireCase';
import { yToDoc } from '../../../shared/project/yjs/binding';
import { fromBase64, toBase64 } from '../engine/saving/base64';
import { type DraftsIndex, openDraftsIndex } from '../engine/saving/draftsIndex';
import { openLocalProject } from '../engine/saving/localProject';
import { sampleBook } from '../engine/testing/sampleBook';
import { syncDraftsOfUser } from './syncDraftsOnSignIn';

const API = '/api/v2';
const CLIENT = '6f1c1f3e-2a4b-4c55-9a51-0b7a8e0e1d11';
const CSRF = {
  'GET /api/v2/my/sessions/csrf_token': { status: 200, body: { authenticity_token: 'tok' } },
};
const online = { isOnline: () => true, onOnline: () => () => {} };
let drafts: DraftsIndex;

beforeEach(async () => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() });
  drafts = await openDraftsIndex();
});

/** A server that keeps the one project it is sent, by clientId, as the projects area does. */
function server(options: { failFirstCreate?: boolean } = {}) {
  const ydoc = new Y.Doc();
  const creates: { client_id: string; template_id?: number }[] = [];
  let failures = options.failFirstCreate ? 1 : 0;
  const vector = () => toBase64(Y.encodeStateVector(ydoc));
  const document = () => ({ state_vector: vector(), schema_version: 1, updated_at: 'now' });
  const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  const routes = {
    ...CSRF,
    [`POST ${API}/my/projects`]: Array.from({ length: 5 }, () => async () => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      const body = JSON.parse(String(sent.at(-1)?.body));
      creates.push(body);
      Y.applyUpdate(ydoc, fromBase64(body.update));
      return reply(
        toWire({
          id: 41,
          type: { baseTypeId: 1, typeUri: 'photo-books' },
          uri: 'x-41',
          name: body.name,
          productTypeId: 1,
          clientId: body.client_id,
          viewKey: 'vk',
          created: creates.length === 1,
          document: { stateVector: vector(), schemaVersion: 1, updatedAt: 'now' },
        }),
      );
    }),
    [`GET ${API}/my/projects/41/content`]: Array.from(
      { length: 5 },
      () => async () =>
        reply({
          ...document(),
          project_id: 41,
          update: toBase64(Y.encodeStateAsUpdate(new Y.Doc())),
        }),
    ),
    [`POST ${API}/my/projects/41/content`]: Array.from({ length: 5 }, () => async () => {
      Y.applyUpdate(ydoc, fromBase64(JSON.parse(String(sent.at(-1)?.body)).update));
      return reply({ ...document(), project_id: 41 });
    }),
  };
  const { api, sent } = client(routes);
  return { api, sent, creates, ydoc };
}

async function guestDraft() {
  await drafts.put({
    clientId: CLIENT,
    name: 'Summer Story',
    productTypeId: 1,
    templateId: 5,
    themeId: 12,
    updatedAt: 1,
    ownerUserId: null,
  });
  const project = await openLocalProject(CLIENT, () => sampleBook(3, 2));
  await project.flushed();
  await project.close();
}

describe('a guest’s draft when they sign in', () => {
  it('becomes theirs and is created on the server by its clientId with the whole design', async () => {
    await guestDraft();
    const { api, creates, ydoc } = server();
    expect(await syncDraftsOfUser({ api, drafts, userId: 7, connectivity: online })).toEqual({
      synced: [CLIENT],
    });
    expect(creates).toEqual([expect.objectContaining({ client_id: CLIENT, template_id: 5 })]);
    expect(await drafts.get(CLIENT)).toMatchObject({ ownerUserId: 7, serverId: 41 });
    expect(yToDoc(ydoc)).toEqual(sampleBook(3, 2));

    // Signing in again changes nothing: the server has it all, so nothing is sent.
    expect(await syncDraftsOfUser({ api, drafts, userId: 7, connectivity: online })).toEqual({
      synced: [],
    });
    expect(creates).toHaveLength(1);
  });

  it('retries a create that never arrived with the same clientId, so no second project is made', async () => {
    await guestDraft();
    const { api, sent, creates } = server({ failFirstCreate: true });
    await syncDraftsOfUser({ api, drafts, userId: 7, connectivity: online });
    expect(await drafts.get(CLIENT)).toMatchObject({ ownerUserId: 7 });
    expect((await drafts.get(CLIENT))?.serverId).toBeUndefined();
    await syncDraftsOfUser({ api, drafts, userId: 7, connectivity: online });
    const createBodies = sent
      .filter((request) => request.method === 'POST' && request.url === `${API}/my/projects`)
      .map((request) => JSON.parse(String(request.body)).client_id);
    expect(createBodies).toEqual([CLIENT, CLIENT]);
    expect(creates).toHaveLength(1);
    expect(await drafts.get(CLIENT)).toMatchObject({ serverId: 41 });
  });
});

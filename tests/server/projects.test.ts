import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { projectEditorSwitches, projectPhotos } from '../../src/server/db/schema/projects';
import {
  addPage,
  CATALOG,
  createProject,
  fromBase64,
  PROJECTS,
  pagesOf,
  photoOf,
  replica,
  seedProjectCatalog,
  setProject,
  signedInPerson,
  toBase64,
} from './support/projects';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedProjectCatalog(server.database.db);
});
afterAll(() => server.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function newBook(agent: TestAgent, body: object = {}) {
  const response = await createProject(agent, { product_type_id: 1, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('my/projects (create)', () => {
  it('refuses guests: a guest draft stays on the device until they sign in', async () => {
    const guest = new TestAgent(server.app);
    expect((await createProject(guest, { product_type_id: 1 })).statusCode).toBe(401);
  });

  it('creates a project with its product type, a default name, a view key and an empty design', async () => {
    const { agent } = await signedInPerson(server);
    const project = await newBook(agent);
    expect(project).toMatchObject({
      name: 'My Photo Book',
      product_type_id: 1,
      type: { base_type_id: 1, type_uri: 'photo-books' },
      created: true,
      document: { schema_version: 1 },
    });
    expect(project.uri).toBe(`my-photo-book-${project.id}`);
    expect(project.view_key.length).toBeGreaterThan(20);
    expect(Y.decodeStateVector(fromBase64(project.document.state_vector)).size).toBe(0);
  });

  it('names the exact fields of a bad input', async () => {
    const { agent } = await signedInPerson(server);
    const cases: [object, Record<string, string[]>][] = [
      [{}, { product_type_id: ['Choose a product type, a product or a template.'] }],
      [{ product_type_id: 5 }, { product_type_id: ['Choose one of the product types.'] }],
      [{ product_type_id: 1, client_id: 'nope' }, { client_id: ['Send the client id as a UUID.'] }],
      [{ product_type_id: 1, update: '%%%' }, { update: ['Send the Yjs bytes as base64 text.'] }],
      [
        { product_type_id: 1, options: { size_key: 'big' } },
        { 'options.size_key': ['Enter a size such as 8x8 or 11x8.5.'] },
      ],
      [
        { product_type_id: 1, options: { cover_type_id: 10 } },
        { 'options.cover_type_id': [expect.any(String)] },
      ],
      [
        { product_type_id: 1, options: { colour: 'red' } },
        { options: [expect.stringContaining('colour')] },
      ],
      [{ template_id: 424242 }, { template_id: ['No template has this id.'] }],
      [{ product_id: 424242 }, { product_id: ['No product has this id.'] }],
      [{ product_type_id: 1, name: '' }, { name: [expect.any(String)] }],
    ];
    for (const [body, fields] of cases) {
      const response = await createProject(agent, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields, JSON.stringify(body)).toEqual(fields);
    }
  });

  it('refuses an initial design that is not a Yjs update', async () => {
    const { agent } = await signedInPerson(server);
    const response = await createProject(agent, {
      product_type_id: 1,
      update: Buffer.from('not a design at all').toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalid_update',
      fields: { update: ['Send a Yjs update.'] },
    });
  });

  it('takes the product type and theme from a template, and the product type from a product', async () => {
    const { agent } = await signedInPerson(server);
    const card = await newBook(agent, {
      product_type_id: undefined,
      template_id: CATALOG.templateId,
    });
    expect(card).toMatchObject({ product_type_id: 4, name: 'Desk Only Card' });
    const book = await createProject(agent, { product_id: CATALOG.productId });
    expect(book.json()).toMatchObject({
      product_type_id: 1,
      intended_product_id: CATALOG.productId,
    });
  });

  it('is idempotent by client id, merging the design the device sends again', async () => {
    const { agent } = await signedInPerson(server);
    const clientId = crypto.randomUUID();
    const device = replica(11);
    addPage(device, 'cover');
    const first = await newBook(agent, {
      client_id: clientId,
      update: toBase64(Y.encodeStateAsUpdate(device)),
    });
    addPage(device, 'page 1');
    const again = await newBook(agent, {
      client_id: clientId,
      update: toBase64(Y.encodeStateAsUpdate(device)),
    });
    expect(again).toMatchObject({ id: first.id, created: false, client_id: clientId });
    const pulled = await agent.get(`${PROJECTS}/${first.id}/content`);
    const server_ = replica(99);
    Y.applyUpdate(server_, fromBase64(pulled.json().update));
    expect(pagesOf(server_)).toEqual(['cover', 'page 1']);
    // Another person's client id is theirs alone.
    const other = await signedInPerson(server);
    expect((await newBook(other.agent, { client_id: clientId })).id).not.toBe(first.id);
  });

  it("keeps a guest's draft when they sign in: the device sends its clientId and whole design", async () => {
    const draft = replica(21);
    for (const page of ['cover', 'beach', 'sunset']) addPage(draft, page);
    draft.getText('title').insert(0, 'Our summer');
    const { agent } = await signedInPerson(server);
    const clientId = crypto.randomUUID();
    const body = {
      client_id: clientId,
      schema_version: 3,
      update: toBase64(Y.encodeStateAsUpdate(draft)),
    };
    const project = await newBook(agent, body);
    // The same request replayed (a flaky network) is the same project.
    expect((await newBook(agent, body)).id).toBe(project.id);
    const pulled = (await agent.get(`${PROJECTS}/${project.id}/content`)).json();
    const copy = replica(22);
    Y.applyUpdate(copy, fromBase64(pulled.update));
    expect(pagesOf(copy)).toEqual(['cover', 'beach', 'sunset']);
    expect(copy.getText('title').toString()).toBe('Our summer');
    expect(pulled.schema_version).toBe(3);
  });

  it("adds the caller's own photos, and refuses someone else's", async () => {
    const { agent, userId } = await signedInPerson(server);
    const other = await signedInPerson(server);
    const mine = await photoOf(server.database.db, userId);
    const theirs = await photoOf(server.database.db, other.userId);
    const project = await newBook(agent, { photo_ids: [mine] });
    const rows = await server.database.db
      .select()
      .from(projectPhotos)
      .where(eq(projectPhotos.projectId, project.id));
    expect(rows.map((r) => r.photoId)).toEqual([mine]);
    const refused = await createProject(agent, { product_type_id: 1, photo_ids: [theirs] });
    expect(refused.statusCode).toBe(404);
  });
});

describe('my/project/details and my/project/update', () => {
  it('answers the owner, and 404 for anyone else while the project is private', async () => {
    const { agent } = await signedInPerson(server);
    const project = await newBook(agent);
    const details = await agent.get(`/api/v2/my/project/details?project_id=${project.id}`);
    expect(details.json()).toMatchObject({
      id: project.id,
      role: 'owner',
      viewable_by: 'Invite',
      status: 'inProgress',
    });
    expect(details.json().view_key).toBe(project.view_key);
    const other = await signedInPerson(server);
    expect(
      (await other.agent.get(`/api/v2/my/project/details?project_id=${project.id}`)).statusCode,
    ).toBe(404);
    const guest = new TestAgent(server.app);
    expect(
      (await guest.get(`/api/v2/my/project/details?project_id=${project.id}`)).statusCode,
    ).toBe(404);
    expect((await agent.get('/api/v2/my/project/details?project_id=99999')).statusCode).toBe(404);
  });

  it('renames, shares and changes options; others may look at a shared project but not change it', async () => {
    const { agent } = await signedInPerson(server);
    const project = await newBook(agent, { options: { size_key: '8x8', quantity: 1 } });
    const updated = await agent.send('POST', '/api/v2/my/project/update', {
      project_id: project.id,
      name: 'Summer 2026',
      viewable_by: 'Unlisted',
      options: { cover_type_id: 2 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Summer 2026',
      viewable_by: 'Unlisted',
      options: { size_key: '8x8', quantity: 1, cover_type_id: 2 },
    });
    const other = await signedInPerson(server);
    const url = `/api/v2/my/project/details?project_id=${project.id}`;
    expect((await other.agent.get(url)).statusCode).toBe(404);
    const shared = await other.agent.get(`${url}&view_key=${project.view_key}`);
    expect(shared.json()).toMatchObject({ role: 'viewer', name: 'Summer 2026' });
    expect(shared.json().view_key).toBeUndefined();
    const rename = await other.agent.send('POST', '/api/v2/my/project/update', {
      project_id: project.id,
      name: 'Mine now',
    });
    expect(rename.statusCode).toBe(404);
    await agent.send('POST', '/api/v2/my/project/update', {
      project_id: project.id,
      viewable_by: 'Public',
    });
    const forbidden = await other.agent.send('POST', '/api/v2/my/project/update', {
      project_id: project.id,
      name: 'Mine now',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('forbidden');
  });

  it('refuses bad updates field by field, and option changes once ordered', async () => {
    const { agent } = await signedInPerson(server);
    const project = await newBook(agent);
    const bad = await agent.send('POST', '/api/v2/my/project/update', {
      project_id: project.id,
      viewable_by: 'Everyone',
      page_count: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['page_count', 'viewable_by']);
    await setProject(server.database.db, project.id, { orderedAt: new Date() });
    const locked = await agent.send('POST', '/api/v2/my/project/update', {
      project_id: project.id,
      options: { quantity: 2 },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('project_locked');
    const renamed = await agent.send('POST', '/api/v2/my/project/update', {
      project_id: project.id,
      name: 'Ordered book',
    });
    expect(renamed.json().status).toBe('ordered');
  });
});

describe('my/projects/{project_id}/configuration', () => {
  it('picks the editor experience from the device and says when the theme is not for it', async () => {
    const { agent } = await signedInPerson(server);
    const card = await newBook(agent, {
      product_type_id: undefined,
      template_id: CATALOG.templateId,
    });
    const url = `${PROJECTS}/${card.id}/configuration`;
    const desktop = await agent.request({ method: 'GET', url, headers: { 'user-agent': DESKTOP } });
    expect(desktop.json()).toMatchObject({
      project_id: card.id,
      product_type_id: 4,
      template_id: CATALOG.templateId,
      theme_id: CATALOG.themeId,
      editor_experience: 7,
      editor_kind: 'desktop',
      theme_device_restriction: 1,
      theme_available: true,
    });
    const phone = await agent.request({ method: 'GET', url, headers: { 'user-agent': IPHONE } });
    expect(phone.json()).toMatchObject({
      editor_experience: 10,
      editor_kind: 'mobile',
      theme_available: false,
    });
    // An iPad in desktop mode looks like a Mac; the client says it is a tablet.
    const tablet = await agent.request({
      method: 'GET',
      url: `${url}?is_tablet=true`,
      headers: { 'user-agent': DESKTOP },
    });
    expect(tablet.json().editor_experience).toBe(10);
  });

  it('answers the product of a project made from one, and 404 to others', async () => {
    const { agent } = await signedInPerson(server);
    const book = (await createProject(agent, { product_id: CATALOG.productId })).json();
    const config = await agent.get(`${PROJECTS}/${book.id}/configuration`);
    expect(config.json().product).toMatchObject({
      id: CATALOG.productId,
      price_cents: 2999,
      width_inches: 8,
    });
    const other = await signedInPerson(server);
    expect((await other.agent.get(`${PROJECTS}/${book.id}/configuration`)).statusCode).toBe(404);
    expect((await agent.get(`${PROJECTS}/abc/configuration`)).statusCode).toBe(400);
  });
});

describe('my/projects/{project_id}/edit_access', () => {
  it("answers each of the spec's denial reasons, and nothing more to others", async () => {
    const owner = await signedInPerson(server);
    const other = await signedInPerson(server);
    const guest = new TestAgent(server.app);
    const access = async (agent: TestAgent, id: number) =>
      (await agent.get(`${PROJECTS}/${id}/edit_access`)).json();
    const project = await newBook(owner.agent);
    expect(await access(owner.agent, project.id)).toEqual({ allowed: true });
    expect(await access(other.agent, project.id)).toEqual({ allowed: false, reason: 'private' });
    expect(await access(guest, project.id)).toEqual({ allowed: false, reason: 'private' });
    expect(await access(other.agent, 99999)).toEqual({ allowed: false, reason: 'private' });

    await setProject(server.database.db, project.id, { viewableBy: 'Public' });
    expect(await access(other.agent, project.id)).toEqual({ allowed: false, reason: 'published' });

    await setProject(server.database.db, project.id, { orderedAt: new Date() });
    expect(await access(owner.agent, project.id)).toEqual({ allowed: false, reason: 'locked' });

    await setProject(server.database.db, project.id, { deletedAt: new Date() });
    expect(await access(owner.agent, project.id)).toEqual({ allowed: false, reason: 'deleted' });
    expect(await access(other.agent, project.id)).toEqual({ allowed: false, reason: 'private' });
  });
});

describe('my/projects/{project_id}/add_photos', () => {
  it("adds the owner's photos once each, refusing others' photos and others' projects", async () => {
    const { agent, userId } = await signedInPerson(server);
    const other = await signedInPerson(server);
    const project = await newBook(agent);
    const [a, b] = [
      await photoOf(server.database.db, userId),
      await photoOf(server.database.db, userId),
    ];
    const theirs = await photoOf(server.database.db, other.userId);
    const url = `${PROJECTS}/${project.id}/add_photos`;
    expect((await agent.send('POST', url, { photo_ids: [a, b, a] })).json()).toEqual({
      ok: true,
      added: 2,
    });
    expect((await agent.send('POST', url, { photo_ids: [a] })).json()).toEqual({
      ok: true,
      added: 0,
    });
    const foreign = await agent.send('POST', url, { photo_ids: [theirs] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(`Photo with id ${theirs} not found`);
    expect((await other.agent.send('POST', url, { photo_ids: [theirs] })).statusCode).toBe(404);
    const empty = await agent.send('POST', url, { photo_ids: [] });
    expect(empty.json().error.fields).toEqual({ photo_ids: [expect.any(String)] });
    await setProject(server.database.db, project.id, { orderedAt: new Date() });
    expect((await agent.send('POST', url, { photo_ids: [a] })).statusCode).toBe(409);
  });
});

describe('my/projects/check and my/projects/track_flex_switch', () => {
  it("tells a device which of its projects the server has, by id or client id, and only the caller's", async () => {
    const { agent } = await signedInPerson(server);
    const other = await signedInPerson(server);
    const clientId = crypto.randomUUID();
    const byClient = await newBook(agent, { client_id: clientId });
    const byId = await newBook(agent);
    const theirs = await newBook(other.agent);
    await setProject(server.database.db, byId.id, { deletedAt: new Date() });
    const response = await agent.get(
      `${PROJECTS}/check?project_ids[]=${byId.id}&project_ids[]=${theirs.id}&client_ids[]=${clientId}&client_ids[]=${crypto.randomUUID()}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const items = response
      .json()
      .items.sort(
        (x: { project_id: number }, y: { project_id: number }) => x.project_id - y.project_id,
      );
    expect(items).toEqual([
      expect.objectContaining({
        project_id: byClient.id,
        client_id: clientId,
        deleted: false,
        locked: false,
      }),
      expect.objectContaining({ project_id: byId.id, deleted: true }),
    ]);
    expect((await agent.get(`${PROJECTS}/check`)).json().error.fields).toEqual({
      project_ids: ['Send at least one project id or client id.'],
    });
    expect((await agent.get(`${PROJECTS}/check?client_ids[]=x`)).json().error.fields).toEqual({
      'client_ids.0': ['Send the client id as a UUID.'],
    });
  });

  it('records each switch of editor experience', async () => {
    const { agent } = await signedInPerson(server);
    const project = await newBook(agent);
    const url = `${PROJECTS}/track_flex_switch`;
    expect(
      (await agent.send('POST', url, { project_id: project.id, to_experience: 10 })).json(),
    ).toEqual({ ok: true });
    expect(
      (await agent.send('POST', url, { project_id: project.id, to_experience: 7 })).statusCode,
    ).toBe(200);
    const rows = await server.database.db
      .select()
      .from(projectEditorSwitches)
      .where(eq(projectEditorSwitches.projectId, project.id));
    expect(rows.map((r) => [r.fromExperience, r.toExperience])).toEqual([
      [null, 10],
      [10, 7],
    ]);
    const bad = await agent.send('POST', url, { project_id: project.id, to_experience: 9 });
    expect(bad.json().error.fields).toEqual({
      to_experience: ['Choose editor experience 7, 8 or 10.'],
    });
    const other = await signedInPerson(server);
    expect(
      (await other.agent.send('POST', url, { project_id: project.id, to_experience: 7 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('music_tracks', () => {
  it('lists tracks whose URLs play', async () => {
    const guest = new TestAgent(server.app);
    const list = (await guest.get('/api/v2/music_tracks')).json();
    expect(list.total).toBeGreaterThanOrEqual(8);
    const [track] = list.items;
    expect(track).toMatchObject({ id: 1, name: 'Morning Light', duration_seconds: 30 });
    const file = await guest.get(track.url);
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(file.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(file.rawPayload.length).toBe(44 + 8000 * 30);
    expect((await guest.get('/api/v2/music_tracks?per_page=3&page=3')).json().items).toHaveLength(
      2,
    );
    expect((await guest.get('/static/music/nothing.wav')).statusCode).toBe(404);
  });
});

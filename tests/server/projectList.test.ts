import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { projectMembers } from '../../src/server/db/schema/collaboration';
import { projectCopyJobHandlers } from '../../src/server/design/projects/projectCopy';
import { createJobRunner, type JobRunner } from '../../src/server/jobs/jobRunner';
import { createServerJobRunner } from '../../src/server/routes/jobHandlers';
import { actionTable } from '../../src/shared/api/actionTable';
import { fromWire } from '../../src/shared/api/wireCase';
import { yToDoc } from '../../src/shared/project/yjs/binding';
import { bookUpdate } from './support/bookDocument';
import {
  createProject,
  photoOf,
  seedProjectCatalog,
  setProject,
  signedInPerson,
  toBase64,
} from './support/projects';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
let jobs: JobRunner;
beforeAll(async () => {
  server = await startTestServer();
  await seedProjectCatalog(server.database.db);
  jobs = createServerJobRunner({
    db: server.database.db,
    blobs: server.blobs,
    now: () => server.clock.now,
  });
});
afterAll(() => server.close());

const LIST = '/api/v2/my/projects/list';

async function make(agent: TestAgent, body: object = {}) {
  const response = await createProject(agent, { product_type_id: 1, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; name: string };
}

async function list(agent: TestAgent, query = '') {
  const response = await agent.get(`${LIST}${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(() => actionTable['my/projects/list'].output.parse(fromWire(body))).not.toThrow();
  return body as { items: { id: number; name: string; [k: string]: unknown }[]; total: number };
}

const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

/** Moves the clock so each project has its own creation and change time. */
function tick(minutes = 1) {
  server.clock.now = new Date(server.clock.now.getTime() + minutes * 60_000);
}

describe('my/projects/list', () => {
  it('refuses guests and names the fields of a bad query', async () => {
    expect((await new TestAgent(server.app).get(LIST)).statusCode).toBe(401);
    const { agent } = await signedInPerson(server);
    const bad = await agent.get(`${LIST}?sort_by=size&page=0&status=done&base_product_type_id=x`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'base_product_type_id',
      'page',
      'sort_by',
      'status',
    ]);
  });

  it('sorts by date modified (newest first by default), date created and name, and pages', async () => {
    const { agent } = await signedInPerson(server);
    const made: number[] = [];
    for (const name of ['banana', 'Apple', 'cherry']) {
      tick();
      made.push((await make(agent, { name })).id);
    }
    // Touch the oldest: it becomes the most recently modified.
    tick();
    await agent.send('POST', '/api/v2/my/project/update', { project_id: made[0], name: 'banana' });
    expect(names(await list(agent))).toEqual(['banana', 'cherry', 'Apple']);
    expect(names(await list(agent, 'sort_by=date_modified_asc'))).toEqual([
      'Apple',
      'cherry',
      'banana',
    ]);
    expect(names(await list(agent, 'sort_by=date_created_desc'))).toEqual([
      'cherry',
      'Apple',
      'banana',
    ]);
    expect(names(await list(agent, 'sort_by=date_created_asc'))).toEqual([
      'banana',
      'Apple',
      'cherry',
    ]);
    expect(names(await list(agent, 'sort_by=name_asc'))).toEqual(['Apple', 'banana', 'cherry']);
    expect(names(await list(agent, 'sort_by=name_desc'))).toEqual(['cherry', 'banana', 'Apple']);
    const page2 = await list(agent, 'sort_by=name_asc&per_page=2&page=2');
    expect(names(page2)).toEqual(['cherry']);
    expect(page2.total).toBe(3);
  });

  it('filters by base product type: every card kind is a card (7)', async () => {
    const { agent } = await signedInPerson(server);
    await make(agent, { name: 'book' });
    await make(agent, { product_type_id: 4, name: 'flat card' });
    await make(agent, { product_type_id: 11, name: 'magnet' });
    expect(names(await list(agent, 'base_product_type_id=7&sort_by=name_asc'))).toEqual([
      'flat card',
      'magnet',
    ]);
    expect(names(await list(agent, 'base_product_type_id=1'))).toEqual(['book']);
    expect((await list(agent, 'base_product_type_id=20')).total).toBe(0);
  });

  it('shows each row with its product, size, page count, thumbnail, sharing and only its owner’s projects', async () => {
    const { agent } = await signedInPerson(server);
    const other = await signedInPerson(server);
    await make(other.agent, { name: 'not yours' });
    const { id } = await make(agent, {
      name: 'Trip',
      product_id: 9001,
      page_count: 20,
    });
    const body = await list(agent);
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      id,
      name: 'Trip',
      product_name: '8x8 Hardcover',
      size_key: '8x8',
      page_count: 20,
      status: 'inProgress',
      role: 'owner',
      viewable_by: 'Invite',
      shared_with: [],
      thumbnail_url: expect.stringMatching(
        new RegExp(`^/projects/${id}/thumbnail\\.svg\\?v=\\d+$`),
      ),
    });
  });

  it('names the people a project is shared with, in the order they joined', async () => {
    const { agent } = await signedInPerson(server);
    const friend = await signedInPerson(server);
    const helper = await signedInPerson(server);
    const { id } = await make(agent, { name: 'Wedding' });
    const alone = await make(agent, { name: 'Alone' });
    await server.database.db.insert(projectMembers).values([
      { projectId: id, userId: friend.userId, role: 'collaborator', joinedAt: new Date(1_000) },
      { projectId: id, userId: helper.userId, role: 'contributor', joinedAt: new Date(2_000) },
    ]);
    const rows = new Map((await list(agent)).items.map((item) => [item.id, item]));
    expect(rows.get(id)?.shared_with).toEqual([
      { name: 'Pat', role: 'collaborator' },
      { name: 'Pat', role: 'contributor' },
    ]);
    expect(rows.get(alone.id)?.shared_with).toEqual([]);
  });

  it('keeps the status rules: archived wins over ordered, deleted is in no list', async () => {
    const { agent } = await signedInPerson(server);
    const open = await make(agent, { name: 'open' });
    const ordered = await make(agent, { name: 'ordered' });
    const both = await make(agent, { name: 'ordered then archived' });
    const gone = await make(agent, { name: 'deleted' });
    await setProject(server.database.db, ordered.id, { orderedAt: server.clock.now });
    await setProject(server.database.db, both.id, { orderedAt: server.clock.now });
    const archived = await agent.send('POST', '/api/v2/my/projects/archive', {
      project_ids: [both.id],
    });
    expect(archived.statusCode, archived.body).toBe(200);
    await agent.send('POST', '/api/v2/my/project/delete', { project_id: gone.id });
    expect(names(await list(agent))).toEqual(['open']);
    expect(names(await list(agent, 'status=ordered'))).toEqual(['ordered']);
    expect(names(await list(agent, 'status=archive'))).toEqual(['ordered then archived']);
    expect((await list(agent, 'status=archive')).items[0]!.status).toBe('archive');
    expect(open.id).toBeGreaterThan(0);
  });
});

describe('my/projects/archive and restore', () => {
  it('archives and restores the caller’s projects', async () => {
    const { agent } = await signedInPerson(server);
    const a = await make(agent, { name: 'a' });
    const b = await make(agent, { name: 'b' });
    const ids = { project_ids: [a.id, b.id] };
    expect((await agent.send('POST', '/api/v2/my/projects/archive', ids)).json()).toEqual({
      ok: true,
    });
    expect((await list(agent)).total).toBe(0);
    expect((await list(agent, 'status=archive')).total).toBe(2);
    expect((await agent.send('POST', '/api/v2/my/projects/restore', ids)).statusCode).toBe(200);
    expect((await list(agent)).total).toBe(2);
  });

  it('answers 400 for a bad input and 404 (changing nothing) when one id is someone else’s', async () => {
    const { agent } = await signedInPerson(server);
    const other = await signedInPerson(server);
    const mine = await make(agent);
    const theirs = await make(other.agent);
    for (const action of ['archive', 'restore']) {
      const url = `/api/v2/my/projects/${action}`;
      const empty = await agent.send('POST', url, { project_ids: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields).toHaveProperty('project_ids');
      expect((await agent.send('POST', url, { project_ids: ['x'] })).statusCode).toBe(400);
      const mixed = await agent.send('POST', url, { project_ids: [mine.id, theirs.id] });
      expect(mixed.statusCode).toBe(404);
      expect(
        (await new TestAgent(server.app).send('POST', url, { project_ids: [mine.id] })).statusCode,
      ).toBe(401);
    }
    expect((await list(agent)).total).toBe(1);
    expect((await list(other.agent)).total).toBe(1);
  });
});

describe('my/project/delete', () => {
  it('deletes, can be undone for a while with restore, and not after', async () => {
    const { agent } = await signedInPerson(server);
    const p = await make(agent, { name: 'oops' });
    const del = await agent.send('POST', '/api/v2/my/project/delete', { project_id: p.id });
    expect(del.json()).toEqual({ ok: true });
    expect((await list(agent)).total).toBe(0);
    expect((await agent.get(`/api/v2/my/project/details?project_id=${p.id}`)).statusCode).toBe(404);
    await agent.send('POST', '/api/v2/my/projects/restore', { project_ids: [p.id] });
    expect(names(await list(agent))).toEqual(['oops']);
    await agent.send('POST', '/api/v2/my/project/delete', { project_id: p.id });
    tick(11);
    const late = await agent.send('POST', '/api/v2/my/projects/restore', { project_ids: [p.id] });
    expect(late.statusCode).toBe(404);
  });

  it('answers 400 for a bad input and 404 for someone else’s project', async () => {
    const { agent } = await signedInPerson(server);
    const other = await signedInPerson(server);
    const theirs = await make(other.agent);
    const bad = await agent.send('POST', '/api/v2/my/project/delete', { project_id: 'one' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('project_id');
    expect(
      (await agent.send('POST', '/api/v2/my/project/delete', { project_id: theirs.id })).statusCode,
    ).toBe(404);
    expect((await list(other.agent)).total).toBe(1);
  });
});

describe('my/project/copy', () => {
  it('copies a 100-page book in the background, reporting progress page by page', async () => {
    const { agent, userId } = await signedInPerson(server);
    const photoId = await photoOf(server.database.db, userId);
    const book = await make(agent, {
      name: 'Big book',
      page_count: 100,
      photo_ids: [photoId],
      update: toBase64(bookUpdate(100)),
    });
    const started = await agent.send('POST', '/api/v2/my/project/copy', { project_id: book.id });
    expect(started.statusCode, started.body).toBe(200);
    const copy = started.json();
    expect(copy).toMatchObject({ status: 'pending', pages_done: 0 });
    expect(copy.project_id).not.toBe(book.id);
    const status = () => agent.get(`/api/v2/my/project/copy_status?project_id=${copy.project_id}`);
    expect((await status()).json().status).toBe('pending');
    // Watch the job's progress as it writes: each step stores pages and counts them.
    // What the customer's page would see after each step the job stores.
    const seen: string[] = [];
    const watched = createJobRunner({
      db: server.database.db,
      now: () => server.clock.now,
      handlers: projectCopyJobHandlers({
        db: server.database.db,
        now: () => server.clock.now,
        afterCopyStep: async () => {
          const now = (await status()).json();
          seen.push(`${now.status} ${now.pages_done}/${now.pages_total}`);
        },
      }),
    });
    await watched.drain();
    expect(seen).toEqual([
      ...[10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((n) => `pending ${n}/101`),
      'pending 101/101',
    ]);
    expect((await status()).json()).toMatchObject({
      status: 'done',
      pages_done: 101,
      pages_total: 101,
    });
    // The copy has the same design and photos, and its own name.
    const content = await agent.get(`/api/v2/my/projects/${copy.project_id}/content`);
    const original = await agent.get(`/api/v2/my/projects/${book.id}/content`);
    expect(content.statusCode).toBe(200);
    const { applyUpdate, Doc } = await import('yjs');
    const { yToDoc } = await import('../../src/shared/project/yjs/binding');
    const read = (b64: string) => {
      const doc = new Doc();
      applyUpdate(doc, new Uint8Array(Buffer.from(b64, 'base64')));
      return yToDoc(doc);
    };
    expect(read(content.json().update)).toEqual(read(original.json().update));
    const row = (await list(agent, 'sort_by=name_asc')).items[1]!;
    expect(row).toMatchObject({ name: 'Copy of Big book', page_count: 100 });
    expect(row.copy).toMatchObject({ status: 'done', pages_done: 101 });
  });

  it('answers 400 for bad input and 404 for someone else’s project or copy', async () => {
    const { agent } = await signedInPerson(server);
    const other = await signedInPerson(server);
    const theirs = await make(other.agent);
    expect((await agent.send('POST', '/api/v2/my/project/copy', {})).statusCode).toBe(400);
    expect(
      (await agent.send('POST', '/api/v2/my/project/copy', { project_id: theirs.id })).statusCode,
    ).toBe(404);
    const copy = (
      await other.agent.send('POST', '/api/v2/my/project/copy', { project_id: theirs.id })
    ).json();
    expect(
      (await agent.get(`/api/v2/my/project/copy_status?project_id=${copy.project_id}`)).statusCode,
    ).toBe(404);
    expect((await agent.get('/api/v2/my/project/copy_status?project_id=abc')).statusCode).toBe(400);
    await jobs.drain();
    // A project that is not a copy is complete as it is.
    const plain = await make(agent);
    expect(
      (await agent.get(`/api/v2/my/project/copy_status?project_id=${plain.id}`)).json(),
    ).toMatchObject({ status: 'done' });
  });
});

describe('my/projects/pending_requests_count', () => {
  it('counts for a signed-in person and refuses guests', async () => {
    const { agent } = await signedInPerson(server);
    expect((await agent.get('/api/v2/my/projects/pending_requests_count')).json()).toEqual({
      count: 0,
    });
    expect(
      (await new TestAgent(server.app).get('/api/v2/my/projects/pending_requests_count'))
        .statusCode,
    ).toBe(401);
  });
});

describe('my/animated_projects', () => {
  it('makes a memory reel of the caller’s photos, listed as a memory reel', async () => {
    const { agent, userId } = await signedInPerson(server);
    const photoId = await photoOf(server.database.db, userId);
    const made = await agent.send('POST', '/api/v2/my/animated_projects', {
      photo_ids: [photoId],
      music_track_id: 1,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ type: { base_type_id: 61 } });
    expect(names(await list(agent, 'base_product_type_id=61'))).toEqual(['My Memory Reel']);
    // The track is in the design, the one place the editor reads and changes it.
    const content = await agent.get(`/api/v2/my/projects/${made.json().id}/content`);
    expect(content.statusCode).toBe(200);
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, new Uint8Array(Buffer.from(content.json().update, 'base64')));
    expect(yToDoc(ydoc).options.reel).toEqual({
      items: [{ photoId: String(photoId), durationMs: 3000 }],
      musicTrackId: 1,
    });
  });

  it('answers 400 naming bad fields and 404 for someone else’s photos', async () => {
    const { agent } = await signedInPerson(server);
    const other = await signedInPerson(server);
    const theirPhoto = await photoOf(server.database.db, other.userId);
    const bad = await agent.send('POST', '/api/v2/my/animated_projects', { photo_ids: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('photo_ids');
    const track = await agent.send('POST', '/api/v2/my/animated_projects', {
      photo_ids: [1],
      music_track_id: 999,
    });
    expect(track.statusCode).toBe(400);
    expect(track.json().error.fields).toEqual({ music_track_id: ['No music track has this id.'] });
    const theirs = await agent.send('POST', '/api/v2/my/animated_projects', {
      photo_ids: [theirPhoto],
    });
    expect([400, 404]).toContain(theirs.statusCode);
    expect(
      (
        await new TestAgent(server.app).send('POST', '/api/v2/my/animated_projects', {
          photo_ids: [1],
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('/projects/{id}/thumbnail.svg', () => {
  it('draws the first page for its owner and whoever may view it, and 404s for anyone else', async () => {
    const { agent } = await signedInPerson(server);
    const book = await make(agent, { update: toBase64(bookUpdate(20)) });
    const url = (await list(agent)).items[0]!.thumbnail_url as string;
    const mine = await agent.get(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('image/svg+xml');
    expect(mine.headers['cache-control']).toContain('immutable');
    expect(mine.body).toContain('<svg');
    const guest = new TestAgent(server.app);
    expect((await guest.get(url)).statusCode).toBe(404);
    await agent.send('POST', '/api/v2/my/project/update', {
      project_id: book.id,
      viewable_by: 'Public',
    });
    expect((await guest.get(`/projects/${book.id}/thumbnail.svg`)).statusCode).toBe(200);
    expect((await guest.get('/projects/99999999/thumbnail.svg')).statusCode).toBe(404);
    // No design yet: a plain card with the product's name.
    const empty = await make(agent, { name: 'blank' });
    const blank = await agent.get(`/projects/${empty.id}/thumbnail.svg`);
    expect(blank.body).toContain('Photo Book');
  });
});

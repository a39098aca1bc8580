import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { projectSnapshots, projectUpdates } from '../../src/server/db/schema/projects';
import { COMPACT_AFTER } from '../../src/server/design/projects/projectContent.service';
import { MAX_PROJECT_UPDATE_BYTES } from '../../src/shared/api/actions/projectSchemas';
import {
  addPage,
  createProject,
  fromBase64,
  PROJECTS,
  pagesOf,
  replica,
  setProject,
  signedInPerson,
  toBase64,
} from './support/projects';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A device's copy of a project, syncing over HTTP as the editor does after being offline. */
class Device {
  readonly doc: Y.Doc;
  /** The server's state vector after the last sync: what was already sent. */
  private serverVector = new Uint8Array([0]);

  constructor(
    readonly agent: TestAgent,
    readonly projectId: number,
    clientID: number,
  ) {
    this.doc = replica(clientID);
  }

  async pull() {
    const vector = toBase64(Y.encodeStateVector(this.doc));
    const response = await this.agent.get(
      `${PROJECTS}/${this.projectId}/content?state_vector=${encodeURIComponent(vector)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    Y.applyUpdate(this.doc, fromBase64(body.update));
    this.serverVector = fromBase64(body.state_vector);
    return body;
  }

  async push() {
    const update = Y.encodeStateAsUpdate(this.doc, this.serverVector);
    const response = await this.agent.send('POST', `${PROJECTS}/${this.projectId}/content`, {
      update: toBase64(update),
    });
    expect(response.statusCode, response.body).toBe(200);
    this.serverVector = fromBase64(response.json().state_vector);
    return response.json();
  }
}

async function newProject(agent: TestAgent) {
  const response = await createProject(agent, { product_type_id: 1 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

describe('my/projects/{project_id}/content', () => {
  it('syncs a design between two devices, and merges concurrent edits with nothing lost', async () => {
    const { agent } = await signedInPerson(server);
    const id = await newProject(agent);
    const tablet = new Device(agent, id, 1);
    const desktop = new Device(agent, id, 2);
    addPage(tablet.doc, 'cover');
    tablet.doc.getText('title').insert(0, 'Trip');
    await tablet.push();
    await desktop.pull();
    expect(pagesOf(desktop.doc)).toEqual(['cover']);

    // Both edit while apart: the tablet offline for an hour, the desktop meanwhile.
    for (let i = 1; i <= 20; i++) addPage(tablet.doc, `tablet ${i}`);
    tablet.doc.getText('title').insert(4, ' to Rome');
    addPage(desktop.doc, 'desktop 1');
    tablet.doc.getArray<string>('pages').delete(0, 1);
    await desktop.push();
    await tablet.push();
    await tablet.pull();
    await desktop.pull();

    expect(pagesOf(tablet.doc)).toEqual(pagesOf(desktop.doc));
    expect(pagesOf(tablet.doc)).toHaveLength(21);
    expect(pagesOf(tablet.doc)).toContain('desktop 1');
    expect(pagesOf(tablet.doc)).not.toContain('cover');
    expect(desktop.doc.getText('title').toString()).toBe('Trip to Rome');
  });

  it('answers only what a device lacks, and nothing when it is up to date', async () => {
    const { agent } = await signedInPerson(server);
    const id = await newProject(agent);
    const a = new Device(agent, id, 3);
    addPage(a.doc, 'one');
    const pushed = await a.push();
    const again = await a.pull();
    expect(again.state_vector).toBe(pushed.state_vector);
    const rest = fromBase64(again.update);
    const probe = replica(4);
    Y.applyUpdate(probe, rest);
    expect(pagesOf(probe)).toEqual([]);
  });

  it('compacts a long history into a snapshot that holds the same document', async () => {
    const { agent } = await signedInPerson(server);
    const id = await newProject(agent);
    const device = new Device(agent, id, 5);
    for (let i = 0; i < COMPACT_AFTER + 20; i++) {
      addPage(device.doc, `page ${i}`);
      if (i % 10 === 9) device.doc.getArray('pages').delete(0, 1);
      await device.push();
    }
    const db = server.database.db;
    const [snapshot] = await db
      .select()
      .from(projectSnapshots)
      .where(eq(projectSnapshots.projectId, id));
    expect(snapshot).toBeDefined();
    const left = await db.select().from(projectUpdates).where(eq(projectUpdates.projectId, id));
    expect(left.length).toBeLessThanOrEqual(COMPACT_AFTER);
    const fresh = new Device(agent, id, 6);
    await fresh.pull();
    expect(pagesOf(fresh.doc)).toEqual(pagesOf(device.doc));
    expect(pagesOf(fresh.doc)).toHaveLength(COMPACT_AFTER + 20 - 12);
    // Over a hundred pushes, each a full HTTP round trip: slow on a busy machine, not a bound.
  }, 180_000);

  it('refuses garbage with 400 and an oversized update with 413', async () => {
    const { agent } = await signedInPerson(server);
    const id = await newProject(agent);
    const url = `${PROJECTS}/${id}/content`;
    const garbage = await agent.send('POST', url, {
      update: Buffer.from('garbage bytes here').toString('base64'),
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toMatchObject({
      code: 'invalid_update',
      fields: { update: ['Send a Yjs update.'] },
    });
    const notBase64 = await agent.send('POST', url, { update: 'not base64!' });
    expect(notBase64.json().error.fields).toEqual({
      update: ['Send the Yjs bytes as base64 text.'],
    });
    const missing = await agent.send('POST', url, {});
    expect(Object.keys(missing.json().error.fields)).toEqual(['update']);

    // A real update just over the limit: one big string in the document.
    const big = replica(7);
    big.getText('t').insert(0, 'x'.repeat(MAX_PROJECT_UPDATE_BYTES));
    const tooBig = await agent.send('POST', url, { update: toBase64(Y.encodeStateAsUpdate(big)) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('update_too_large');
    // Far beyond it, the body itself is refused before it is read.
    const huge = await agent.send('POST', url, {
      update: 'A'.repeat(4 * MAX_PROJECT_UPDATE_BYTES),
    });
    expect(huge.statusCode).toBe(413);

    const badVector = await agent.get(`${url}?state_vector=${encodeURIComponent('@@@')}`);
    expect(badVector.json().error.fields).toEqual({
      state_vector: ['Send the Yjs bytes as base64 text.'],
    });
  });

  it("keeps other people's designs private, lets a view key read a shared one, and locks an ordered one", async () => {
    const owner = await signedInPerson(server);
    const other = await signedInPerson(server);
    const id = await newProject(owner.agent);
    const mine = new Device(owner.agent, id, 8);
    addPage(mine.doc, 'secret');
    await mine.push();
    const url = `${PROJECTS}/${id}/content`;
    const update = toBase64(Y.encodeStateAsUpdate(replica(9)));
    expect((await other.agent.get(url)).statusCode).toBe(404);
    expect((await other.agent.send('POST', url, { update })).statusCode).toBe(404);
    const guest = new TestAgent(server.app);
    expect((await guest.get(url)).statusCode).toBe(404);
    expect((await guest.send('POST', url, { update })).statusCode).toBe(401);

    const details = await owner.agent.get(`/api/v2/my/project/details?project_id=${id}`);
    await setProject(server.database.db, id, { viewableBy: 'Unlisted' });
    const shared = await guest.get(`${url}?view_key=${details.json().view_key}`);
    expect(shared.statusCode).toBe(200);
    const seen = replica(10);
    Y.applyUpdate(seen, fromBase64(shared.json().update));
    expect(pagesOf(seen)).toEqual(['secret']);
    // Pushing carries no view key, so an unlisted design stays unknown to others.
    expect((await other.agent.send('POST', url, { update })).statusCode).toBe(404);
    await setProject(server.database.db, id, { viewableBy: 'Public' });
    expect((await other.agent.get(url)).statusCode).toBe(200);
    expect((await other.agent.send('POST', url, { update })).statusCode).toBe(403);

    await setProject(server.database.db, id, { orderedAt: new Date() });
    const locked = await owner.agent.send('POST', url, { update });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('project_locked');
    expect((await owner.agent.get(url)).statusCode).toBe(200);
  });

  it('takes a push again under the same idempotency key without storing it twice', async () => {
    const { agent } = await signedInPerson(server);
    const id = await newProject(agent);
    const doc = replica(12);
    addPage(doc, 'once');
    const body = { update: toBase64(Y.encodeStateAsUpdate(doc)), schema_version: 2 };
    const headers = { 'idempotency-key': `push-${id}-0001` };
    const first = await agent.send('POST', `${PROJECTS}/${id}/content`, body, headers);
    const replay = await agent.send('POST', `${PROJECTS}/${id}/content`, body, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(first.json().schema_version).toBe(2);
    const rows = await server.database.db
      .select()
      .from(projectUpdates)
      .where(eq(projectUpdates.projectId, id));
    expect(rows).toHaveLength(1);
  });
});

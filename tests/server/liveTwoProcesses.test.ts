import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { type Database, openDatabase } from '../../src/server/db/database';
import { pgLiveBus } from '../../src/server/design/collaboration/pgLiveBus';
import { type RunningServer, startProductionServer } from '../e2e/support/productionServer';
import { memberOf } from './support/collaboration';
import { addSurface, designedProject } from './support/designs';
import { cookieHeader, eventually, handshakeStatus, livePeer } from './support/livePeers';
import { memoryMailer } from './support/memoryMailer';
import { signedInPerson } from './support/projects';
import type { TestServer } from './support/testServer';

/*
 * Two real server processes (`npm start`'s entry) on one PostgreSQL database, as behind a load
 * balancer: a collaborator on each sees the other's edit, carried by LISTEN/NOTIFY. Needs the
 * PostgreSQL server at TEST_DATABASE_URL (default: the local one, user postgres).
 */

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const available = await reachable();
const name = `printshop_live_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

let database: Database;
let setup: TestServer;
const processes: RunningServer[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

describe.skipIf(!available)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    // People and the project are made through an in-process server on the same database; the
    // sessions it starts are valid on every process (they are rows, signed with the stored secret).
    const mailer = memoryMailer();
    // On the processes' bus too: a removal made through it reaches their sockets.
    const liveBus = await pgLiveBus(url.toString());
    const app = await buildServer({ db: database.db, now: () => new Date(), mailer, liveBus });
    await app.ready();
    setup = {
      app,
      database,
      clock: { now: new Date() },
      mail: mailer.sent,
      dataDir: '',
      blobs: undefined as never,
      close: () => app.close(),
    };
    const env = { DATABASE_URL: url.toString(), REDIS_URL: '' };
    processes.push(
      ...(await Promise.all([startProductionServer(env), startProductionServer(env)])),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await setup?.close();
    await database?.close();
    if (available) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('shows each collaborator the other’s edits, and who is where', async () => {
    const owner = await signedInPerson(setup, 'twoproc');
    const projectId = await designedProject(owner.agent);
    const friend = await memberOf(setup, owner.agent, projectId, 'collaborator');
    const [one, two] = processes.map((p) => new URL(p.url).host);
    const a = livePeer(one!, owner.agent, projectId);
    const b = livePeer(two!, friend.agent, projectId);
    await eventually(() => a.channel.status() === 'live' && b.channel.status() === 'live', 15_000);
    a.doc.getMap('meta').set('title', 'Made on process one');
    addSurface(b.doc, 'made-on-two');
    await eventually(
      () =>
        b.doc.getMap('meta').get('title') === 'Made on process one' &&
        a.doc.getMap('surfaces').has('made-on-two'),
      10_000,
    );
    b.channel.setWhere({ surfaceId: 'made-on-two', elementIds: [] });
    await eventually(() => a.peers.length === 1, 10_000);
    expect(a.peers[0]).toMatchObject({
      userId: friend.userId,
      where: { surfaceId: 'made-on-two' },
    });
    a.channel.close();
    b.channel.close();
  }, 60_000);

  it('gives a collaborator joining on the other process every edit, even one not yet stored', async () => {
    const owner = await signedInPerson(setup, 'twoproc');
    const projectId = await designedProject(owner.agent);
    const friend = await memberOf(setup, owner.agent, projectId, 'collaborator');
    const [one, two] = processes.map((p) => new URL(p.url).host);
    const a = livePeer(one!, owner.agent, projectId);
    await eventually(() => a.channel.status() === 'live', 15_000);
    // Each joiner opens on process two right after an edit on process one: some sync from the
    // database before process one has stored the edit it already relayed, and are re-synced
    // when the bus says it is stored (nothing else would send it to them).
    for (let round = 0; round < 12; round += 1) {
      a.doc.getMap('meta').set('title', `Edit ${round}`);
      const joiner = livePeer(two!, friend.agent, projectId);
      await eventually(() => joiner.doc.getMap('meta').get('title') === `Edit ${round}`, 10_000);
      joiner.channel.close();
    }
    a.channel.close();
  }, 120_000);

  it('closes a removed collaborator’s socket on the other process at once', async () => {
    const owner = await signedInPerson(setup, 'twoproc');
    const projectId = await designedProject(owner.agent);
    const friend = await memberOf(setup, owner.agent, projectId, 'collaborator');
    const [one, two] = processes.map((p) => new URL(p.url).host);
    const a = livePeer(one!, owner.agent, projectId);
    const b = livePeer(two!, friend.agent, projectId);
    await eventually(() => a.channel.status() === 'live' && b.channel.status() === 'live', 15_000);
    const removed = await owner.agent.send('POST', '/api/v2/my/project/remove_contributor', {
      project_id: projectId,
      user_id: friend.userId,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await eventually(() => b.channel.status() === 'closed', 10_000);
    expect(b.closedWith).toContain('no longer have access');
    expect(await handshakeStatus(two!, cookieHeader(friend.agent), projectId)).toBe(404);
    a.channel.close();
  }, 60_000);
});

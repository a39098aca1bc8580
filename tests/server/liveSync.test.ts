import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { buildServer } from '../../src/server/app';
import { memoryBus } from '../../src/server/design/collaboration/liveBus';
import { memberOf, newProject } from './support/collaboration';
import { addSurface, designedProject } from './support/designs';
import {
  cookieHeader,
  eventually,
  handshakeStatus,
  listening,
  livePeer,
} from './support/livePeers';
import { setProject, signedInPerson } from './support/projects';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let host: string;
const bus = memoryBus();
beforeAll(async () => {
  server = await startTestServer({ liveBus: bus });
  host = await listening(server.app);
});
afterAll(() => server.close());

/** The bus as a second process on it holds it: closing that process leaves the bus to the first. */
const sharedBus = () => ({ ...bus, close: async () => {} });

const text = (doc: Y.Doc) => doc.getMap('meta').get('title');

describe('the live channel', { timeout: 60_000 }, () => {
  it('carries each collaborator’s edits to the other at once, with who is where', async () => {
    const owner = await signedInPerson(server, 'live');
    const projectId = await designedProject(owner.agent);
    const friend = await memberOf(server, owner.agent, projectId, 'collaborator');
    const a = livePeer(host, owner.agent, projectId);
    const b = livePeer(host, friend.agent, projectId);
    await eventually(() => a.channel.status() === 'live' && b.channel.status() === 'live');
    a.doc.getMap('meta').set('title', 'Our wedding');
    await eventually(() => text(b.doc) === 'Our wedding');
    addSurface(b.doc, 'p1');
    await eventually(() => a.doc.getMap('surfaces').has('p1'));

    a.channel.setWhere({ surfaceId: 'p1', elementIds: ['e1'] });
    await eventually(() => b.peers.length === 1);
    expect(b.peers[0]).toMatchObject({
      userId: owner.userId,
      name: 'Pat',
      where: { surfaceId: 'p1', elementIds: ['e1'] },
    });
    expect(b.peers[0]!.color).toMatch(/^#[0-9a-f]{6}$/);
    a.channel.close();
    await eventually(() => b.peers.length === 0);
    b.channel.close();

    // What they did is stored: a late opener gets all of it.
    const late = livePeer(host, owner.agent, projectId);
    await eventually(
      () => text(late.doc) === 'Our wedding' && late.doc.getMap('surfaces').has('p1'),
    );
    late.channel.close();
  });

  it('merges what a collaborator did offline when they come back', async () => {
    const owner = await signedInPerson(server, 'live');
    const projectId = await designedProject(owner.agent);
    const friend = await memberOf(server, owner.agent, projectId, 'collaborator');
    const a = livePeer(host, owner.agent, projectId);
    await eventually(() => a.channel.status() === 'live');
    a.doc.getMap('meta').set('title', 'Before');
    // The friend was offline: their copy started from nothing and they edited it meanwhile.
    const offline = new Y.Doc();
    addSurface(offline, 'from-the-train');
    addSurface(a.doc, 'from-home');
    const b = livePeer(host, friend.agent, projectId, offline);
    const both = (doc: Y.Doc) =>
      doc.getMap('surfaces').has('from-the-train') && doc.getMap('surfaces').has('from-home');
    await eventually(() => both(a.doc) && both(b.doc) && text(b.doc) === 'Before');
    a.channel.close();
    b.channel.close();
  });

  it('stores a burst of edits (a device back from a bad connection) in few writes, every edit kept', async () => {
    const owner = await signedInPerson(server, 'live');
    const projectId = await newProject(owner.agent);
    const a = livePeer(host, owner.agent, projectId);
    await eventually(() => a.channel.status() === 'live');
    const writesSoFar = async () => {
      const result = await server.database.db.execute(
        sql`select last_value as "n" from project_updates_seq_seq`,
      );
      return Number((result as unknown as { rows: { n: string }[] }).rows[0]!.n);
    };
    const before = await writesSoFar();
    const edits = 400;
    // Each edit its own transaction, so its own update and its own frame, sent in one burst.
    for (let n = 0; n < edits; n++) a.doc.getMap('nudges').set(`n${n}`, n);
    const late = livePeer(host, owner.agent, projectId);
    await eventually(() => late.doc.getMap('nudges').size === edits);
    expect(late.doc.getMap('nudges').get(`n${edits - 1}`)).toBe(edits - 1);
    // Merged as they queued: far fewer rows than frames (one each before: 400 rows).
    expect((await writesSoFar()) - before).toBeLessThan(edits / 4);
    a.channel.close();
    late.channel.close();
  });

  it('refuses the handshake to guests, strangers, other sites, and closes when the project is ordered', async () => {
    const owner = await signedInPerson(server, 'live');
    const projectId = await newProject(owner.agent);
    const stranger = await signedInPerson(server, 'stranger');
    expect(await handshakeStatus(host, '', projectId)).toBe(401);
    expect(await handshakeStatus(host, cookieHeader(stranger.agent), projectId)).toBe(404);
    expect(await handshakeStatus(host, cookieHeader(stranger.agent), 999_999)).toBe(404);
    expect(
      await handshakeStatus(host, cookieHeader(owner.agent), projectId, 'https://evil.example'),
    ).toBe(403);
    expect(await handshakeStatus(host, cookieHeader(owner.agent), projectId)).toBe(101);

    const a = livePeer(host, owner.agent, projectId);
    await eventually(() => a.channel.status() === 'live');
    await setProject(server.database.db, projectId, { orderedAt: new Date() });
    a.doc.getMap('meta').set('title', 'Too late');
    await eventually(() => a.channel.status() === 'closed');
    expect(a.closedWith).toContain('ordered');
  });

  it('takes a contributor’s added page and refuses their other changes', async () => {
    const owner = await signedInPerson(server, 'live');
    const projectId = await designedProject(owner.agent);
    const o = livePeer(host, owner.agent, projectId);
    await eventually(() => o.channel.status() === 'live');
    o.doc.getMap('meta').set('title', 'Class of 2026');
    const contributor = await memberOf(server, owner.agent, projectId, 'contributor');
    const c = livePeer(host, contributor.agent, projectId);
    await eventually(() => c.channel.status() === 'live' && text(c.doc) === 'Class of 2026');
    addSurface(c.doc, 'their-page');
    await eventually(() => o.doc.getMap('surfaces').has('their-page'));
    c.doc.getMap('meta').set('title', 'Mine');
    await eventually(() => c.refused.length === 1);
    expect(c.refused[0]).toContain('add photos and pages');
    expect(text(o.doc)).toBe('Class of 2026');
    o.channel.close();
    c.channel.close();
  });
});

describe('two servers behind one address', { timeout: 60_000 }, () => {
  it('relays edits between clients connected to different servers on one database', async () => {
    // A second server on the same database and bus, as a second process would be.
    const second = await buildServer({
      db: server.database.db,
      now: () => new Date(),
      mailer: { send: async () => {} },
      liveBus: sharedBus(),
    });
    const secondHost = await listening(second);
    try {
      const owner = await signedInPerson(server, 'live');
      const projectId = await designedProject(owner.agent);
      const friend = await memberOf(server, owner.agent, projectId, 'collaborator');
      const a = livePeer(host, owner.agent, projectId);
      const b = livePeer(secondHost, friend.agent, projectId);
      await eventually(() => a.channel.status() === 'live' && b.channel.status() === 'live');
      a.doc.getMap('meta').set('title', 'From the first');
      addSurface(b.doc, 'from-second');
      await eventually(
        () => text(b.doc) === 'From the first' && a.doc.getMap('surfaces').has('from-second'),
      );
      b.channel.setWhere({ elementIds: [] });
      await eventually(() => a.peers.length === 1);
      a.channel.close();
      b.channel.close();
    } finally {
      await second.close();
    }
  });

  it('closes a removed member’s sockets on both servers at once, and refuses what they still send', async () => {
    const second = await buildServer({
      db: server.database.db,
      now: () => new Date(),
      mailer: { send: async () => {} },
      liveBus: sharedBus(),
    });
    const secondHost = await listening(second);
    try {
      const owner = await signedInPerson(server, 'live');
      const projectId = await designedProject(owner.agent);
      const friend = await memberOf(server, owner.agent, projectId, 'collaborator');
      const o = livePeer(host, owner.agent, projectId);
      const here = livePeer(host, friend.agent, projectId);
      const there = livePeer(secondHost, friend.agent, projectId);
      await eventually(() => [o, here, there].every((peer) => peer.channel.status() === 'live'));
      const removed = await owner.agent.send('POST', '/api/v2/my/project/remove_contributor', {
        project_id: projectId,
        user_id: friend.userId,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      // Closed without the friend sending anything: the removal itself ends their editors.
      await eventually(
        () => here.channel.status() === 'closed' && there.channel.status() === 'closed',
      );
      expect(here.closedWith).toContain('no longer have access');
      expect(there.closedWith).toContain('no longer have access');
      // An edit made after the removal reaches no one (the channel is closed and would refuse it).
      here.doc.getMap('meta').set('title', 'After removal');
      o.doc.getMap('meta').set('title', 'Owner’s');
      const late = livePeer(host, owner.agent, projectId);
      await eventually(() => text(late.doc) === 'Owner’s');
      expect(text(o.doc)).toBe('Owner’s');
      expect(await handshakeStatus(secondHost, cookieHeader(friend.agent), projectId)).toBe(404);
      o.channel.close();
      late.channel.close();

      // Leaving closes one's own editors too.
      const other = await memberOf(server, owner.agent, projectId, 'contributor');
      const theirs = livePeer(secondHost, other.agent, projectId);
      await eventually(() => theirs.channel.status() === 'live');
      const left = await other.agent.send('POST', '/api/v2/my/projects/leave', {
        project_id: projectId,
      });
      expect(left.statusCode, left.body).toBe(200);
      await eventually(() => theirs.channel.status() === 'closed');
    } finally {
      await second.close();
    }
  });
});

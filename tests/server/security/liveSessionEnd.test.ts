import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { buildServer } from '../../../src/server/app';
import { memoryBus } from '../../../src/server/design/collaboration/liveBus';
import { mailTo, memberOf } from '../support/collaboration';
import { designedProject } from '../support/designs';
import {
  cookieHeader,
  eventually,
  handshakeStatus,
  listening,
  livePeer,
} from '../support/livePeers';
import { signedInPerson } from '../support/projects';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';

/*
 * A live socket belongs to the signed-in session that opened it: when the session ends (signing
 * out, a new password) its sockets close at once, on every server process, and stop hearing the
 * project's changes.
 */

let server: TestServer;
let host: string;
const bus = memoryBus();
beforeAll(async () => {
  server = await startTestServer({ liveBus: bus });
  host = await listening(server.app);
});
afterAll(() => server.close());

const PASSWORD = 'correct horse battery';
const title = (doc: Y.Doc) => doc.getMap('meta').get('title');

/** A second process on the same database and bus; closing it leaves the bus to the first. */
async function secondServer() {
  const second = await buildServer({
    db: server.database.db,
    now: () => server.clock.now,
    mailer: { send: async () => {} },
    liveBus: { ...bus, close: async () => {} },
  });
  return { second, secondHost: await listening(second) };
}

async function signIn(email: string): Promise<TestAgent> {
  const agent = new TestAgent(server.app);
  const response = await agent.send('POST', '/api/v2/my/sessions', { email, password: PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return agent;
}

describe('ending a session closes its live sockets', { timeout: 60_000 }, () => {
  it('signing out closes that session’s sockets on both servers, and only that session’s', async () => {
    const { second, secondHost } = await secondServer();
    try {
      const owner = await signedInPerson(server, 'livesession');
      const projectId = await designedProject(owner.agent);
      const friend = await memberOf(server, owner.agent, projectId, 'collaborator');
      const laptop = await signIn(friend.email);
      const o = livePeer(host, owner.agent, projectId);
      const here = livePeer(host, friend.agent, projectId);
      const there = livePeer(secondHost, friend.agent, projectId);
      const other = livePeer(host, laptop, projectId);
      await eventually(() => [o, here, there, other].every((p) => p.channel.status() === 'live'));
      const cookie = cookieHeader(friend.agent);

      const out = await friend.agent.send('DELETE', '/api/v2/my/sessions/current');
      expect(out.statusCode, out.body).toBe(200);
      // Closed without the friend sending anything: signing out itself ends the editors.
      await eventually(
        () => here.channel.status() === 'closed' && there.channel.status() === 'closed',
      );
      expect(here.closedWith).toContain('signed out');
      expect(there.closedWith).toContain('signed out');

      // The owner's next change reaches the laptop's editor only; the signed-out socket cannot open again.
      o.doc.getMap('meta').set('title', 'After sign-out');
      await eventually(() => title(other.doc) === 'After sign-out');
      expect(title(here.doc)).not.toBe('After sign-out');
      expect(title(there.doc)).not.toBe('After sign-out');
      expect(other.channel.status()).toBe('live');
      expect(await handshakeStatus(host, cookie, projectId)).toBe(401);
      for (const peer of [o, other]) peer.channel.close();
    } finally {
      await second.close();
    }
  });

  it('a new password closes the other sessions’ sockets and keeps the changing one’s', async () => {
    const { second, secondHost } = await secondServer();
    try {
      const owner = await signedInPerson(server, 'livesession');
      const projectId = await designedProject(owner.agent);
      const friend = await memberOf(server, owner.agent, projectId, 'collaborator');
      const stolen = await signIn(friend.email);
      const o = livePeer(host, owner.agent, projectId);
      const mine = livePeer(host, friend.agent, projectId);
      const thief = livePeer(secondHost, stolen, projectId);
      await eventually(() => [o, mine, thief].every((p) => p.channel.status() === 'live'));

      const changed = await friend.agent.send('POST', '/api/v2/my/account/update_details', {
        current_password: PASSWORD,
        new_password: 'a brand new passphrase',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await eventually(() => thief.channel.status() === 'closed');
      expect(thief.closedWith).toContain('signed out');

      o.doc.getMap('meta').set('title', 'New password');
      await eventually(() => title(mine.doc) === 'New password');
      expect(title(thief.doc)).not.toBe('New password');
      // What the closed socket's editor does afterwards is stored nowhere.
      thief.doc.getMap('meta').set('title', 'From the old session');
      const late = livePeer(host, owner.agent, projectId);
      await eventually(() => title(late.doc) === 'New password');
      expect(mine.channel.status()).toBe('live');
      for (const peer of [o, mine, late]) peer.channel.close();
    } finally {
      await second.close();
    }
  });

  it('deleting the account closes its sockets', async () => {
    const owner = await signedInPerson(server, 'livesession');
    const projectId = await designedProject(owner.agent);
    const friend = await memberOf(server, owner.agent, projectId, 'collaborator');
    const theirs = livePeer(host, friend.agent, projectId);
    await eventually(() => theirs.channel.status() === 'live');
    const before = server.mail.length;
    const asked = await friend.agent.send('POST', '/api/v2/my/account/delete_account', {
      password: PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await mailTo(server, friend.email, before);
    const href = /href="([^"]*\/account-delete\/confirmation[^"]*)"/.exec(mail.html)?.[1];
    const link = new URL(href!.replaceAll('&amp;', '&'));
    // Confirmed from another browser: the open editor was not the one that asked.
    const erased = await new TestAgent(server.app).send(
      'POST',
      '/api/v2/my/account/delete_account_confirmation',
      { token: link.searchParams.get('evt'), user_id: friend.userId },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    await eventually(() => theirs.channel.status() === 'closed');
    expect(theirs.closedWith).toContain('signed out');
  });
});

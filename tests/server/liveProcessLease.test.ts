import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { type LiveBus, memoryBus } from '../../src/server/design/collaboration/liveBus';
import { memberOf } from './support/collaboration';
import { designedProject } from './support/designs';
import { eventually, listening, livePeer } from './support/livePeers';
import { signedInPerson } from './support/projects';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let host: string;
const bus = memoryBus();
beforeAll(async () => {
  server = await startTestServer({ liveBus: bus });
  host = await listening(server.app);
});
afterAll(() => server.close());

/**
 * The second process's way onto the bus, which can be cut: cut, it is to the first process as a
 * killed one is (nothing more from it, not even who left), or one stalled past its lease.
 */
function secondProcessBus() {
  const link = { cut: false };
  const onBus: LiveBus = {
    publish: async (message) => {
      if (!link.cut) await bus.publish(message);
    },
    subscribe: (handler) => bus.subscribe((message) => link.cut || handler(message)),
    close: async () => {},
  };
  return { onBus, link };
}

describe('people on a server process that stops answering', { timeout: 60_000 }, () => {
  it('leave the other process’s editors within seconds, and come back when it does', async () => {
    const { onBus, link } = secondProcessBus();
    const second = await buildServer({
      db: server.database.db,
      now: () => new Date(),
      mailer: { send: async () => {} },
      liveBus: onBus,
    });
    const secondHost = await listening(second);
    try {
      const owner = await signedInPerson(server, 'lease');
      const projectId = await designedProject(owner.agent);
      const friend = await memberOf(server, owner.agent, projectId, 'collaborator');
      const a = livePeer(host, owner.agent, projectId);
      const b = livePeer(secondHost, friend.agent, projectId);
      await eventually(() => a.channel.status() === 'live' && b.channel.status() === 'live');
      a.channel.setWhere({ elementIds: [] });
      b.channel.setWhere({ elementIds: [] });
      await eventually(() => a.peers.length === 1);
      const first = a.peers[0]!.connectionId;

      // Stalled past its lease: its person leaves, then shows again once it is heard from.
      link.cut = true;
      await eventually(() => a.peers.length === 0);
      link.cut = false;
      await eventually(() => a.peers.length === 1);
      expect(a.peers[0]!.connectionId).toBe(first);

      // Killed: its socket drops and its 'left' never goes out. The device opens on the first
      // process; its old connection does not stay beside the new one.
      link.cut = true;
      b.channel.close();
      const again = livePeer(host, friend.agent, projectId);
      await eventually(() => again.channel.status() === 'live');
      again.channel.setWhere({ elementIds: [] });
      await eventually(() => a.peers.length === 1 && a.peers[0]!.connectionId !== first);
      expect(a.peers.map((peer) => peer.userId)).toEqual([friend.userId]);
      expect(again.peers.map((peer) => peer.userId)).toEqual([owner.userId]);
      a.channel.close();
      again.channel.close();
    } finally {
      await second.close();
    }
  });
});

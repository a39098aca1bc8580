import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { memoryBus } from './liveBus';
import { type LiveConnection, LiveHub } from './liveHub';

function connection(projectId: number, userId: number) {
  const seen = { revoked: 0, resynced: 0, frames: 0 };
  const value: LiveConnection = {
    id: `c-${userId}-${Math.random()}`,
    projectId,
    userId,
    peer: () => undefined,
    sendFrame: () => {
      seen.frames += 1;
    },
    sendMessage: () => {},
    revoke: () => {
      seen.revoked += 1;
    },
    resync: () => {
      seen.resynced += 1;
    },
  };
  return { value, seen };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const db = {} as Db;

describe('LiveHub', () => {
  it('re-syncs a client that synced while another process had relayed but not stored', async () => {
    const bus = memoryBus();
    const one = new LiveHub(db, bus);
    const two = new LiveHub(db, bus);
    const writer = connection(7, 1);
    one.join(writer.value);
    const joiner = connection(7, 2);
    two.join(joiner.value);

    one.updated(writer.value, new Uint8Array([0, 0]));
    await flush();
    expect(joiner.seen.frames).toBe(1);
    // A newcomer on process two reads the stored design before process one has written it.
    const late = connection(7, 3);
    two.join(late.value);
    two.syncing(late.value);
    expect(late.seen.resynced).toBe(0);
    one.stored(7);
    await flush();
    expect(late.seen.resynced).toBe(1);
    expect(joiner.seen.resynced).toBe(0);

    // Once all is stored, a sync reads everything: nobody is re-synced again.
    const settled = connection(7, 4);
    two.join(settled.value);
    two.syncing(settled.value);
    one.stored(7);
    await flush();
    expect(settled.seen.resynced).toBe(0);
    expect(late.seen.resynced).toBe(1);
  });

  it('closes the sockets of a removed member on every process, and no one else’s', async () => {
    const bus = memoryBus();
    const one = new LiveHub(db, bus);
    const two = new LiveHub(db, bus);
    const removedHere = connection(5, 9);
    const removedThere = connection(5, 9);
    const sameUserOtherProject = connection(6, 9);
    const owner = connection(5, 1);
    one.join(removedHere.value);
    two.join(removedThere.value);
    two.join(sameUserOtherProject.value);
    one.join(owner.value);
    await LiveHub.revoke(bus, 5, 9);
    await flush();
    expect(removedHere.seen.revoked).toBe(1);
    expect(removedThere.seen.revoked).toBe(1);
    expect(sameUserOtherProject.seen.revoked).toBe(0);
    expect(owner.seen.revoked).toBe(0);
  });
});

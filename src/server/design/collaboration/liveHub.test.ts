import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database';
import { type LiveBus, memoryBus } from './liveBus';
import { LEASE_MS, type LiveConnection, LiveHub } from './liveHub';

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
    signedOut: () => {},
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

describe('LiveHub presence across processes', () => {
  it('tells someone joining a restarted process who is on the others', async () => {
    const bus = memoryBus();
    const one = new LiveHub(db, bus);
    const there = connection(8, 1);
    const peer = {
      connectionId: there.value.id,
      userId: 1,
      name: 'Pat',
      color: '#336699',
      where: { surfaceId: 'page-1', elementIds: [] },
    };
    there.value.peer = () => peer;
    one.join(there.value);
    one.moved(there.value);
    // Process two starts after that presence went out: it has never heard of it.
    const two = new LiveHub(db, bus);
    const messages: unknown[] = [];
    const here = connection(8, 2);
    here.value.sendMessage = (message) => messages.push(message);
    two.join(here.value);
    await flush();
    expect(messages).toContainEqual({ type: 'presence', peer });
  });

  it('relays a design update a call stores to every open editor, before the write is done', async () => {
    const bus = memoryBus();
    const one = new LiveHub(db, bus);
    const two = new LiveHub(db, bus);
    const local = connection(9, 1);
    const remote = connection(9, 2);
    one.join(local.value);
    two.join(remote.value);
    let finish = () => {};
    const stored = one.relayStored(
      9,
      new Uint8Array([0, 0]),
      () =>
        new Promise((r) => {
          finish = r;
        }),
    );
    await flush();
    expect(local.seen.frames).toBe(1);
    expect(remote.seen.frames).toBe(1);
    let settled = false;
    void one.settled(9).then(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(false);
    finish();
    await stored;
    await flush();
    expect(settled).toBe(true);
  });
});

/** A process's way onto a shared bus that can be cut, as a stalled process or a lost link is. */
function cuttable(shared: LiveBus) {
  const link = { cut: false };
  const bus: LiveBus = {
    publish: async (message) => {
      if (!link.cut) await shared.publish(message);
    },
    subscribe: (handler) => shared.subscribe((message) => link.cut || handler(message)),
    close: async () => {},
  };
  return { bus, link };
}

function personOn(projectId: number, userId: number) {
  const made = connection(projectId, userId);
  const peer = {
    connectionId: made.value.id,
    userId,
    name: `Person ${userId}`,
    color: '#336699',
    where: { surfaceId: 'page-1', elementIds: [] },
  };
  made.value.peer = () => peer;
  const messages: unknown[] = [];
  made.value.sendMessage = (message) => messages.push(message);
  return { value: made.value, peer, messages };
}

describe('LiveHub leases of other processes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops within 2 s the peers of a process that died without saying they left', async () => {
    const bus = memoryBus();
    const one = new LiveHub(db, bus);
    const two = new LiveHub(db, bus);
    const here = personOn(4, 1);
    const there = personOn(4, 2);
    one.join(here.value);
    two.join(there.value);
    two.moved(there.value);
    expect(here.messages).toContainEqual({ type: 'presence', peer: there.peer });
    // Alive and beating, the peer stays however long it takes.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(here.messages).not.toContainEqual({ type: 'left', connectionId: there.value.id });

    // Killed: no 'left' goes out, its beats just stop.
    await two.close();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(here.messages).toContainEqual({ type: 'left', connectionId: there.value.id });
    // Someone joining afterwards is not greeted with the ghost either.
    const later = personOn(4, 3);
    one.join(later.value);
    expect(later.messages).not.toContainEqual({ type: 'presence', peer: there.peer });
    await one.close();
  });

  it('shows again the peers of a process heard from again after its lease ran out', async () => {
    const shared = memoryBus();
    const one = new LiveHub(db, shared);
    const stalled = cuttable(shared);
    const two = new LiveHub(db, stalled.bus);
    const here = personOn(6, 1);
    const there = personOn(6, 2);
    one.join(here.value);
    two.join(there.value);
    two.moved(there.value);

    stalled.link.cut = true;
    await vi.advanceTimersByTimeAsync(LEASE_MS + 600);
    expect(here.messages.at(-1)).toEqual({ type: 'left', connectionId: there.value.id });

    stalled.link.cut = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(here.messages.at(-1)).toEqual({ type: 'presence', peer: there.peer });
    await one.close();
    await two.close();
  });

  it('drops the peers of a process that died before its first beat', async () => {
    const bus = memoryBus();
    const one = new LiveHub(db, bus);
    const two = new LiveHub(db, bus);
    const here = personOn(3, 1);
    const there = personOn(3, 2);
    one.join(here.value);
    two.join(there.value);
    two.moved(there.value);
    await two.close();
    // Its presence came, never a beat: the lease starts with the presence, and still runs out.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(here.messages).toContainEqual({ type: 'left', connectionId: there.value.id });
    await one.close();
  });
});

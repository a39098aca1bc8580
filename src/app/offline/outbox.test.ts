import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { openAppDatabase } from '../../../browser-storage/appDatabase';
import { idbOutboxStore } from '../../../browser-storage/outboxStore';
import {
  ApiActionError,
  ConnectivityError,
  HttpStatusError,
  StorageFullError,
} from '../../shared/errors';
import type { OutboxStore } from '../../shared/offline/replayOutbox';
import { createOutbox } from './outbox';

/** A server that applies each idempotency key once, like the real one, and can drop the line. */
function fakeServer() {
  const applied: unknown[] = [];
  const seen = new Set<string>();
  let down = false;
  let loseAnswers = false;
  let refuse: ((payload: { n: number }) => boolean) | undefined;
  return {
    applied,
    setDown: (value: boolean) => {
      down = value;
    },
    setLoseAnswers: (value: boolean) => {
      loseAnswers = value;
    },
    setRefuse: (rule: typeof refuse) => {
      refuse = rule;
    },
    api: {
      async call(name: string, payload: unknown, opts?: { idempotencyKey?: string }) {
        if (down) throw new ApiActionError(name, payload, new ConnectivityError());
        if (refuse?.(payload as { n: number })) {
          throw new ApiActionError(
            name,
            payload,
            new HttpStatusError(422, { error: { code: 'invalid_input', message: 'Not valid.' } }),
          );
        }
        const key = opts?.idempotencyKey ?? '';
        if (!seen.has(key)) {
          seen.add(key);
          applied.push(payload);
        }
        // The change reached the server, but its answer never came back.
        if (loseAnswers) throw new ApiActionError(name, payload, new ConnectivityError());
        return {};
      },
    },
  };
}

let store: OutboxStore;

beforeEach(async () => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() });
  store = idbOutboxStore(await openAppDatabase());
});

function outboxFor(server: ReturnType<typeof fakeServer>, online: () => boolean, owner = 'user:1') {
  let key = 0;
  return createOutbox({
    api: server.api as never,
    store: async () => store,
    owner: () => owner,
    isOnline: online,
    newKey: () => `key-${++key}-${owner}`,
  });
}

const write = (outbox: ReturnType<typeof createOutbox>, n: number) =>
  outbox.write('my/account/update_details', { n } as never, `change ${n}`);

describe('the outbox', () => {
  it('sends at once when online, and stores nothing', async () => {
    const server = fakeServer();
    const outbox = outboxFor(server, () => true);
    expect(await write(outbox, 1)).toEqual({ queued: false, result: {} });
    expect(await store.all()).toEqual([]);
    expect(server.applied).toEqual([{ n: 1 }]);
  });

  it('stores changes made offline and sends them in order when back online', async () => {
    const server = fakeServer();
    let online = false;
    const outbox = outboxFor(server, () => online);
    for (const n of [1, 2, 3]) expect(await write(outbox, n)).toEqual({ queued: true });
    expect(outbox.status()).toMatchObject({ waiting: 3, failed: [] });
    expect(server.applied).toEqual([]);
    online = true;
    expect(await outbox.replay()).toEqual({ sent: 3, refused: 0, stopped: false });
    expect(server.applied).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(outbox.status().waiting).toBe(0);
  });

  it('queues a call that fails with status 0 and keeps the same idempotency key for the replay', async () => {
    const server = fakeServer();
    const outbox = outboxFor(server, () => true);
    server.setLoseAnswers(true);
    expect(await write(outbox, 1)).toEqual({ queued: true });
    server.setLoseAnswers(false);
    await outbox.replay();
    expect(server.applied).toEqual([{ n: 1 }]);
  });

  it('queues behind waiting changes even when online, so nothing overtakes them', async () => {
    const server = fakeServer();
    let online = false;
    const outbox = outboxFor(server, () => online);
    await write(outbox, 1);
    online = true;
    server.setDown(true);
    expect(await write(outbox, 2)).toEqual({ queued: true });
    server.setDown(false);
    await outbox.replay();
    expect(server.applied).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('keeps a refused change with its reason until the user retries or discards it', async () => {
    const server = fakeServer();
    let online = false;
    const outbox = outboxFor(server, () => online);
    await write(outbox, 1);
    await write(outbox, 2);
    online = true;
    server.setRefuse((p) => p.n === 1);
    expect(await outbox.replay()).toEqual({ sent: 1, refused: 1, stopped: false });
    const [failed] = outbox.status().failed;
    expect(failed).toMatchObject({
      label: 'change 1',
      failure: { status: 422, message: 'Not valid.' },
    });
    server.setRefuse(undefined);
    await outbox.retry(failed!.seq!);
    expect(server.applied).toEqual([{ n: 2 }, { n: 1 }]);
    expect(outbox.status()).toMatchObject({ waiting: 0, failed: [] });

    server.setRefuse(() => true);
    online = false;
    await write(outbox, 3);
    online = true;
    await outbox.replay();
    await outbox.discard(outbox.status().failed[0]!.seq!);
    expect(await store.all()).toEqual([]);
  });

  it("never sends another person's changes", async () => {
    const server = fakeServer();
    let online = false;
    await write(
      outboxFor(server, () => online, 'user:1'),
      1,
    );
    online = true;
    const other = outboxFor(server, () => online, 'user:2');
    await other.replay();
    expect(server.applied).toEqual([]);
    expect(other.status().waiting).toBe(0);
  });

  it('replays once however often it is asked at the same time', async () => {
    const server = fakeServer();
    let online = false;
    const outbox = outboxFor(server, () => online);
    await write(outbox, 1);
    online = true;
    const results = await Promise.all([outbox.replay(), outbox.replay(), outbox.replay()]);
    expect(results[0]).toBe(results[1]);
    expect(server.applied).toEqual([{ n: 1 }]);
  });

  it('says the device is full instead of half-writing when the quota is exceeded', async () => {
    const server = fakeServer();
    store = {
      ...store,
      add: async () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const outbox = outboxFor(server, () => false);
    await expect(write(outbox, 1)).rejects.toBeInstanceOf(StorageFullError);
  });

  it('applies every change exactly once and in order, whatever the line does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ down: fc.boolean(), lose: fc.boolean() }), {
          minLength: 1,
          maxLength: 12,
        }),
        async (line) => {
          Object.assign(globalThis, { indexedDB: new IDBFactory() });
          store = idbOutboxStore(await openAppDatabase());
          const server = fakeServer();
          const outbox = outboxFor(server, () => true);
          for (const [n, step] of line.entries()) {
            server.setDown(step.down);
            server.setLoseAnswers(step.lose);
            await write(outbox, n);
            await outbox.replay();
          }
          server.setDown(false);
          server.setLoseAnswers(false);
          await outbox.replay();
          expect(server.applied).toEqual(line.map((_, n) => ({ n })));
          expect(await store.all()).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

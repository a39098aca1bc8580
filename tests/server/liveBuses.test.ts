import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { BusEnvelope, LiveBus } from '../../src/server/design/collaboration/liveBus';
import { memoryBus } from '../../src/server/design/collaboration/liveBus';
import { pgLiveBus } from '../../src/server/design/collaboration/pgLiveBus';
import { redisLiveBus } from '../../src/server/design/collaboration/redisLiveBus';

/*
 * The buses between processes: what one publishes, every subscriber of another hears, whatever
 * its size (PostgreSQL NOTIFY carries at most 8000 bytes: a big update goes as a reference).
 */

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function pgReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function heard(from: LiveBus, to: LiveBus, message: BusEnvelope): Promise<BusEnvelope> {
  const got = new Promise<BusEnvelope>((resolve) => {
    const off = to.subscribe((m) => {
      if (m.origin !== message.origin) return;
      off();
      resolve(m);
    });
  });
  await from.publish(message);
  return got;
}

const small: BusEnvelope = {
  kind: 'presence',
  projectId: 7,
  origin: 'process-a',
  peer: { connectionId: 'c1', userId: 1, name: 'Ann', color: '#c2410c', where: { elementIds: [] } },
};
const big: BusEnvelope = {
  kind: 'update',
  projectId: 7,
  origin: 'process-b',
  from: 'c2',
  update: 'A'.repeat(20_000),
};

/** Not about one project: every process closes the sockets of these sessions. */
const ended: BusEnvelope = { kind: 'sessionsEnded', sessionIds: [3, 4], origin: 'sessions' };

const hasPg = await pgReachable();
const hasRedis = await redisReachable();

describe('live buses', () => {
  it('in process', async () => {
    const bus = memoryBus();
    expect(await heard(bus, bus, small)).toEqual(small);
  });

  it.skipIf(!hasPg)('over PostgreSQL LISTEN/NOTIFY, a big update by reference', async () => {
    const [a, b] = await Promise.all([pgLiveBus(pgUrl), pgLiveBus(pgUrl)]);
    try {
      expect(await heard(a!, b!, small)).toEqual(small);
      const { update: _u, ...reference } = big;
      expect(await heard(a!, b!, big)).toEqual(reference);
      expect(await heard(a!, b!, ended)).toEqual(ended);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
    }
  });

  it.skipIf(!hasRedis)('over Redis pub/sub', async () => {
    const [a, b] = await Promise.all([redisLiveBus(redisUrl), redisLiveBus(redisUrl)]);
    try {
      expect(await heard(a!, b!, small)).toEqual(small);
      expect(await heard(a!, b!, big)).toEqual(big);
      expect(await heard(a!, b!, ended)).toEqual(ended);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
    }
  });
});

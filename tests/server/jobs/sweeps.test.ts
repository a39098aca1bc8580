import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../src/server/db/database';
import { sweepOnce } from '../../../src/server/jobs/periodic';
import { freshDatabase } from '../support/testDatabase';

/*
 * A periodic sweep of the shared database runs once per interval, however many processes tick it:
 * two processes (two connection pools on PostgreSQL; one PGlite, which only ever has one) take
 * turns through the sweep's advisory lock and its record of the last start.
 */

const INTERVAL_MS = 60_000;
let database: Database;
/** A second process's connection pool on the same PostgreSQL database (none on PGlite). */
let other: Database | undefined;

beforeAll(async () => {
  database = await freshDatabase();
  if (database.kind === 'postgres') {
    const pool = (database.db as unknown as { $client: { options: { connectionString: string } } })
      .$client;
    other = await openDatabase({ kind: 'postgres', url: pool.options.connectionString });
  }
});
afterAll(async () => {
  await other?.close();
  await database.close();
});

describe('periodic sweeps across processes', () => {
  it('runs a sweep once per interval, whichever process ticks it', async () => {
    const second = other ?? database;
    const at = new Date('2026-12-01T10:00:00Z');
    let passes = 0;
    const pass = async () => {
      passes += 1;
    };
    const tick = (db: Database, now: Date) =>
      sweepOnce({ db: db.db, now: () => now }, 'test sweep', INTERVAL_MS, pass);

    expect(await tick(database, at)).toBe('ran');
    // The other process's timer fires a moment later: done already, by the first.
    expect(await tick(second, new Date(at.getTime() + 1_000))).toBe('recent');
    expect(await tick(database, new Date(at.getTime() + INTERVAL_MS / 2))).toBe('recent');
    // An interval on, whoever ticks first runs it, and only they.
    expect(await tick(second, new Date(at.getTime() + INTERVAL_MS))).toBe('ran');
    expect(await tick(database, new Date(at.getTime() + INTERVAL_MS + 5))).toBe('recent');
    expect(passes).toBe(2);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'skips a sweep another process is running, without waiting for it (PostgreSQL)',
    async () => {
      const at = new Date('2026-12-02T10:00:00Z');
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started!: () => void;
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      let passes = 0;
      const slow = sweepOnce({ db: database.db, now: () => at }, 'slow sweep', 1, async () => {
        passes += 1;
        started();
        await held;
      });
      await running;
      // An interval of 1 ms: due again at once, yet the lock is held.
      const later = new Date(at.getTime() + 10);
      const meanwhile = await sweepOnce(
        { db: other!.db, now: () => later },
        'slow sweep',
        1,
        async () => {
          passes += 1;
        },
      );
      expect(meanwhile).toBe('busy');
      release();
      expect(await slow).toBe('ran');
      expect(passes).toBe(1);
      // Released with the pass: the next turn runs.
      const after = new Date(at.getTime() + 20);
      expect(
        await sweepOnce({ db: other!.db, now: () => after }, 'slow sweep', 1, async () => {
          passes += 1;
        }),
      ).toBe('ran');
      expect(passes).toBe(2);
    },
  );
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { createJobRunner, type JobRunner } from '../../../src/server/jobs/jobRunner';
import {
  claimDueJob,
  failJob,
  findJob,
  insertJob,
  renewJobLease,
} from '../../../src/server/jobs/jobs.repo';
import { freshDatabase } from '../support/testDatabase';

/*
 * Two job runners on one database, as two worker processes: a long job (a hundred-page print
 * file) keeps its lease while it runs however long that takes, and a job whose runner died is
 * taken over once its lease has run out, by exactly one other runner.
 */

const LEASE_MS = 1_000;
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** A gate the test opens: the long job's work. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * The runners' clock, which the test moves on past leases. It starts a second ahead of the
 * database's: a job's run_at is the database's now, so it is due at once.
 */
const clockAhead = () => ({ now: new Date(Date.now() + 1_000) });

describe('job leases', () => {
  it('renews a long job’s lease while it runs, so a second runner never takes it', async () => {
    const clock = clockAhead();
    const kind = 'long-print';
    const work = gate();
    const runs = { first: 0, second: 0 };
    const id = await insertJob(database.db, { kind, payload: {} });
    const first = createJobRunner({
      db: database.db,
      now: () => clock.now,
      leaseMs: LEASE_MS,
      renewMs: 10,
      pollMs: 60_000,
      handlers: {
        [kind]: async () => {
          runs.first += 1;
          await work.opened;
        },
      },
    });
    const second: JobRunner = createJobRunner({
      db: database.db,
      now: () => clock.now,
      leaseMs: LEASE_MS,
      handlers: {
        [kind]: async () => {
          runs.second += 1;
        },
      },
    });
    first.start();
    await vi.waitFor(() => expect(runs.first).toBe(1));

    // Long past the first lease: the running job renewed it from the clock it now reads.
    clock.now = new Date(clock.now.getTime() + 10 * LEASE_MS);
    await vi.waitFor(async () => {
      const row = await findJob(database.db, id);
      expect(row?.lockedUntil?.getTime()).toBeGreaterThan(clock.now.getTime());
    });
    await second.drain();
    expect(runs.second).toBe(0);

    work.open();
    await vi.waitFor(async () => expect((await findJob(database.db, id))?.status).toBe('done'));
    await first.stop();
    expect(runs).toEqual({ first: 1, second: 0 });
    expect((await findJob(database.db, id))?.attempts).toBe(1);
  });

  it('takes a dead runner’s job after its lease ran out, and the dead claim changes nothing', async () => {
    const clock = clockAhead();
    const kind = 'orphaned-print';
    const id = await insertJob(database.db, { kind, payload: {} });
    // A runner claims the job and dies at once: no renewal, no result.
    const dead = await claimDueJob(
      database.db,
      [kind],
      clock.now,
      new Date(clock.now.getTime() + LEASE_MS),
    );
    expect(dead?.id).toBe(id);
    const runs: number[] = [];
    const survivor = createJobRunner({
      db: database.db,
      now: () => clock.now,
      leaseMs: LEASE_MS,
      handlers: { [kind]: async (_payload, job) => void runs.push(job.attempts) },
    });

    // Within the lease the job is still the dead runner's.
    await survivor.drain();
    expect(runs).toEqual([]);

    clock.now = new Date(clock.now.getTime() + LEASE_MS + 1);
    await survivor.drain();
    expect(runs).toEqual([2]);
    expect(await findJob(database.db, id)).toMatchObject({ status: 'done', attempts: 2 });

    // Were the first runner only stalled, what it reports now no longer lands.
    expect(await renewJobLease(database.db, dead!, clock.now, clock.now)).toBe(false);
    await failJob(database.db, dead!, 'late failure', clock.now);
    expect(await findJob(database.db, id)).toMatchObject({ status: 'done', lastError: null });
  });
});

import type { FastifyInstance } from 'fastify';
import { whileHoldingAdvisoryLock } from '../db/advisoryLock';
import type { Db } from '../db/database';
import { lastSweepStart, recordSweepStart } from './sweepRuns.repo';

/**
 * Runs `pass` once the server is ready and then every `intervalMs`, logging rather than throwing
 * its failures, and waits for a running pass when the server closes. Every process that registers
 * it runs it: for work tied to the process itself (its own upload dir). Work on the shared
 * database goes through runSweep, which runs it in one process per interval.
 */
export function runPeriodically(
  app: FastifyInstance,
  what: string,
  intervalMs: number,
  pass: () => Promise<void>,
  first: () => Promise<void> = pass,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const guarded = (step: () => Promise<void>) => async () => {
    try {
      await step();
    } catch (error) {
      app.log.error({ err: error }, `${what} failed`);
    }
  };
  app.addHook('onReady', async () => {
    running = guarded(first)();
    timer = setInterval(() => {
      running = guarded(pass)();
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** What a process's turn at a sweep came to: it ran, another ran it just now, or is running it. */
export type SweepOutcome = 'ran' | 'recent' | 'busy';

/**
 * Timers of several processes drift against each other; a pass due a little early still counts
 * as due, so a sweep never waits a whole extra interval for a few milliseconds.
 */
const DUE_SHARE = 0.9;

/**
 * One process's turn at the sweep `name`: under the sweep's advisory lock (one holder across the
 * database's processes), the pass runs unless some process started it less than an interval ago.
 * The start is recorded before the pass, so a pass that fails waits for the next interval rather
 * than being retried by every other process at once.
 */
export async function sweepOnce(
  deps: { db: Db; now: () => Date },
  name: string,
  intervalMs: number,
  pass: () => Promise<void>,
): Promise<SweepOutcome> {
  const turn = await whileHoldingAdvisoryLock(deps.db, `printshop:sweep:${name}`, async () => {
    const now = deps.now();
    const last = await lastSweepStart(deps.db, name);
    if (last && now.getTime() - last.getTime() < intervalMs * DUE_SHARE) return 'recent' as const;
    await recordSweepStart(deps.db, name, now);
    await pass();
    return 'ran' as const;
  });
  return turn.ran ? turn.value : 'busy';
}

/**
 * A periodic sweep of the shared database: every process that does the background work ticks it
 * (runPeriodically), and each interval one of them runs the pass (sweepOnce). Passes stay
 * idempotent all the same: a process whose clock runs ahead may take a turn early.
 */
export function runSweep(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date },
  name: string,
  intervalMs: number,
  pass: () => Promise<void>,
): void {
  runPeriodically(app, name, intervalMs, async () => {
    await sweepOnce(deps, name, intervalMs, pass);
  });
}

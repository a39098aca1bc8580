import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { runSweep } from '../../jobs/periodic';
import { SIGN_IN_SWEEP_INTERVAL_MS, sweepSignInRecords } from './signInThrottle';

/** Keeps the failed sign-in and session tables to what can still matter. */
export function registerSignInMaintenance(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date },
  intervalMs = SIGN_IN_SWEEP_INTERVAL_MS,
): void {
  // One process of the shop sweeps each interval (runSweep); the others find it done.
  runSweep(app, deps, 'sign-in record sweep', intervalMs, async () => {
    await sweepSignInRecords(deps.db, deps.now());
  });
}

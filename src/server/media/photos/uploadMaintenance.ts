import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../../jobs/jobRunner';
import { runPeriodically } from '../../jobs/periodic';
import { type RecoveryDeps, recoverStalledPhotos } from './photoRecovery';
import { queuePhotoRehashes } from './photoRehash';
import { sweepUploads } from './uploadSweep';

/** Often enough that an expired upload does not hold disk for long, rare enough to cost nothing. */
export const UPLOAD_MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/**
 * On start and then periodically: queue the jobs a crash kept from being queued, and clear the
 * upload dir of uploads nobody can finish any more. Both are idempotent, so several server
 * processes may run them side by side.
 */
export function registerUploadMaintenance(
  app: FastifyInstance,
  deps: RecoveryDeps & { jobs?: Pick<JobRunner, 'wake'> },
  intervalMs = UPLOAD_MAINTENANCE_INTERVAL_MS,
): void {
  const pass = async () => {
    if ((await recoverStalledPhotos(deps)).length > 0) deps.jobs?.wake();
    await sweepUploads(deps);
  };
  // Only migration 0006 clears hashes, so its backfill is queued once per start, not every pass.
  const backfill = async () => {
    try {
      if ((await queuePhotoRehashes(deps.db, deps.now())).length > 0) deps.jobs?.wake();
    } catch (error) {
      app.log.error({ err: error }, 'queueing perceptual hash backfill failed');
    }
  };
  runPeriodically(app, 'upload maintenance', intervalMs, pass, () => backfill().then(pass));
}

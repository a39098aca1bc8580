import type { Db } from '../db/database';
import { photoImportJobHandlers } from '../modules/photoSources/importJobs';
import { photoJobHandlers } from '../modules/photos/photoProcessing';
import { photoRehashJobHandlers } from '../modules/photos/photoRehash';
import { projectCopyJobHandlers } from '../modules/projects/projectCopy';
import { printJobHandlers } from '../print/printJobs';
import type { BlobStore } from '../storage/blobStore';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './jobRunner';

/** The runner for every job kind the server knows, as main.ts and the tests start it. */
export function createServerJobRunner(
  deps: { db: Db; blobs: BlobStore; now: () => Date },
  options: Pick<JobRunnerOptions, 'pollMs' | 'leaseMs' | 'backoffMs' | 'onError'> = {},
): JobRunner {
  return createJobRunner({
    ...options,
    db: deps.db,
    now: deps.now,
    handlers: {
      ...photoJobHandlers(deps),
      ...photoRehashJobHandlers(deps),
      ...photoImportJobHandlers(deps),
      ...printJobHandlers(deps),
      ...projectCopyJobHandlers(deps),
    },
  });
}

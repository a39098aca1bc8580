import type { Db } from '../db/database';
import { checkoutJobHandlers } from '../flows/checkout/recoverCheckouts';
import { fulfilmentJobHandlers } from '../fulfilment/orderFulfilmentJob';
import type { ServerDeps } from '../http/requestContext';
import { photoImportJobHandlers } from '../modules/photoSources/importJobs';
import { photoJobHandlers } from '../modules/photos/photoProcessing';
import { photoRehashJobHandlers } from '../modules/photos/photoRehash';
import { projectCopyJobHandlers } from '../modules/projects/projectCopy';
import { printJobHandlers } from '../print/printJobs';
import type { BlobStore } from '../storage/blobStore';
import {
  createJobRunner,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from './jobRunner';

/** The runner for every job kind the server knows, as main.ts and the tests start it. */
export function createServerJobRunner(
  deps: { db: Db; blobs: BlobStore; now: () => Date } & Partial<
    Pick<ServerDeps, 'mailer' | 'publicOrigin' | 'paymentGateway' | 'fulfilment' | 'checkout'>
  >,
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
      ...orderingJobHandlers(deps),
      ...projectCopyJobHandlers(deps),
    },
  });
}

/** Checkout recovery and order fulfilment need the mailer, the gateway and the partner. */
function orderingJobHandlers(
  deps: Parameters<typeof createServerJobRunner>[0],
): Record<string, JobHandler> {
  const { mailer, paymentGateway, fulfilment } = deps;
  if (!mailer || !paymentGateway || !fulfilment) return {};
  const full = { ...deps, mailer, paymentGateway, fulfilment };
  return { ...checkoutJobHandlers(full), ...fulfilmentJobHandlers(full) };
}

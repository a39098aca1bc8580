import type { Db } from '../db/database';
import { printJobHandlers } from '../design/print/printJobs';
import { projectCopyJobHandlers } from '../design/projects/projectCopy';
import { checkoutJobHandlers } from '../flows/checkout/recoverCheckouts';
import { orderMailJobHandlers } from '../flows/checkout/startFulfilment';
import { fulfilmentJobHandlers } from '../flows/orderFulfilment/orderFulfilmentJob';
import type { ServerDeps } from '../http/requestContext';
import {
  createJobRunner,
  type JobHandlers,
  type JobRunner,
  type JobRunnerOptions,
} from '../jobs/jobRunner';
import { photoImportJobHandlers } from '../media/photoSources/importJobs';
import { photoJobHandlers } from '../media/photos/photoProcessing';
import { photoRehashJobHandlers } from '../media/photos/photoRehash';
import type { BlobStore } from '../storage/blobStore';

/** What the server's job handlers use; the ordering ones run only when all three are given. */
export type ServerJobDeps = { db: Db; blobs: BlobStore; now: () => Date } & Partial<
  Pick<
    ServerDeps,
    'mailer' | 'publicOrigin' | 'listenAddress' | 'paymentGateway' | 'fulfilment' | 'checkout'
  >
>;

/**
 * Every job kind the server knows, each area contributing its own handlers: the composition root
 * of the job runner, as handlers.ts is of the actions.
 */
export function serverJobHandlers(deps: ServerJobDeps): JobHandlers {
  return {
    ...photoJobHandlers(deps),
    ...photoRehashJobHandlers(deps),
    ...photoImportJobHandlers(deps),
    ...printJobHandlers(deps),
    ...orderingJobHandlers(deps),
    ...orderMailHandlers(deps),
    ...projectCopyJobHandlers(deps),
  };
}

/** The runner for every job kind the server knows, as main.ts and the tests start it. */
export function createServerJobRunner(
  deps: ServerJobDeps,
  options: Pick<JobRunnerOptions, 'pollMs' | 'leaseMs' | 'renewMs' | 'backoffMs' | 'onError'> = {},
): JobRunner {
  return createJobRunner({
    ...options,
    db: deps.db,
    now: deps.now,
    handlers: serverJobHandlers(deps),
  });
}

/** Checkout recovery and order fulfilment need the mailer, the gateway and the partner. */
function orderingJobHandlers(deps: ServerJobDeps): JobHandlers {
  const { mailer, paymentGateway, fulfilment } = deps;
  if (!mailer || !paymentGateway || !fulfilment) return {};
  const full = { ...deps, mailer, paymentGateway, fulfilment };
  return { ...checkoutJobHandlers(full), ...fulfilmentJobHandlers(full) };
}

/** The order's confirmation and gift mails need only the mailer (and the blobs, for pictures). */
function orderMailHandlers(deps: ServerJobDeps): JobHandlers {
  const { mailer } = deps;
  return mailer ? orderMailJobHandlers({ ...deps, mailer }) : {};
}

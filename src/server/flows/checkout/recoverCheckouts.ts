import type { Db } from '../../db/database';
import type { ServerDeps } from '../../http/requestContext';
import { type JobHandler, PermanentJobError } from '../../jobs/jobRunner';
import { insertJob } from '../../jobs/jobs.repo';
import {
  findOrder,
  markCaptured,
  type OrderDeps,
  ordersAwaitingFulfilmentStart,
  settleCancelledPayment,
} from '../../modules/orders/orders.service';
import { gatewayOf } from '../../modules/payments/payments.service';
import * as attempts from './checkoutAttempts.repo';
import { staleMsOf } from './checkoutSteps';
import { startFulfilment } from './startFulfilment';

/*
 * The recovery pass: settles what a crash left between the checkout's steps. An authorisation
 * without an order is voided; an order not yet captured is captured (or released, if it was
 * cancelled meanwhile); a paid order whose last step never ran gets it. Only attempts untouched
 * for the stale period are taken, so a live request in another process is never overtaken. It
 * runs when the server starts and as a job queued with each attempt.
 */

export const CHECKOUT_SETTLE_JOB = 'checkout-settle';

export type RecoveryDeps = OrderDeps & Pick<ServerDeps, 'checkout'>;

export interface RecoveryReport {
  voided: number;
  captured: number;
  fulfilled: number;
}

/** Settles one attempt if it is stale; what it did, or 'busy' when it is still live. */
export async function settleAttempt(
  deps: RecoveryDeps,
  attempt: attempts.AttemptRow,
): Promise<'voided' | 'captured' | 'busy' | 'settled'> {
  const { db } = deps;
  const now = deps.now();
  const staleBefore = new Date(now.getTime() - staleMsOf(deps));
  const gateway = gatewayOf(deps as ServerDeps);
  switch (attempt.state) {
    case 'started':
    case 'authorised':
    case 'voiding': {
      if (!(await attempts.claimStale(db, attempt.id, attempt.state, 'voiding', staleBefore, now)))
        return 'busy';
      // The processor may have reserved the money even if we never heard back: ask by reference.
      const found = await gateway.findByReference(attempt.reference);
      if (found?.status === 'authorised') await gateway.void(found.transactionId);
      await attempts.moveAttempt(db, attempt.id, 'voiding', 'voided', deps.now(), {
        error: `settled by recovery from ${attempt.state}`,
      });
      return 'voided';
    }
    case 'ordered': {
      if (!(await attempts.claimStale(db, attempt.id, 'ordered', 'ordered', staleBefore, now)))
        return 'busy';
      const order = attempt.orderId ? await findOrder(db, attempt.orderId) : undefined;
      if (!order) throw new Error(`checkout attempt ${attempt.id} is ordered without an order`);
      if (order.state === 'cancelled') {
        await settleCancelledPayment(deps, order.id);
        await attempts.moveAttempt(db, attempt.id, 'ordered', 'completed', deps.now());
        return 'settled';
      }
      if (order.paymentState === 'authorised') {
        await gateway.capture(order.transactionId, order.totalCents);
        await markCaptured(db, order.id, deps.now());
      }
      await attempts.moveAttempt(db, attempt.id, 'ordered', 'completed', deps.now());
      await startFulfilment(deps, order.id);
      return 'captured';
    }
    case 'completed':
      if (attempt.orderId) await startFulfilment(deps, attempt.orderId);
      return 'settled';
    default:
      return 'settled';
  }
}

export async function recoverCheckouts(deps: RecoveryDeps): Promise<RecoveryReport> {
  const report: RecoveryReport = { voided: 0, captured: 0, fulfilled: 0 };
  const staleBefore = new Date(deps.now().getTime() - staleMsOf(deps));
  for (const attempt of await attempts.staleAttempts(deps.db, staleBefore)) {
    const done = await settleAttempt(deps, attempt);
    if (done === 'voided') report.voided += 1;
    if (done === 'captured') report.captured += 1;
  }
  for (const { id } of await ordersAwaitingFulfilmentStart(deps.db)) {
    await startFulfilment(deps, id);
    report.fulfilled += 1;
  }
  return report;
}

export function checkoutJobHandlers(deps: RecoveryDeps): Record<string, JobHandler> {
  return {
    [CHECKOUT_SETTLE_JOB]: async (payload) => {
      const attemptId = Number(payload.attemptId);
      if (!Number.isSafeInteger(attemptId)) throw new PermanentJobError('no attempt id');
      const attempt = await attempts.findAttempt(deps.db, attemptId);
      if (!attempt) return;
      if ((await settleAttempt(deps, attempt)) === 'busy') {
        // Touched recently (a slow live request): look again once it has been quiet long enough.
        await insertJob(deps.db as Db, {
          kind: CHECKOUT_SETTLE_JOB,
          payload: { attemptId },
          runAt: new Date(attempt.updatedAt.getTime() + staleMsOf(deps) + 1_000),
        });
      }
    },
  };
}

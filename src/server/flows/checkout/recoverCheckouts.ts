import { setTimeout as sleep } from 'node:timers/promises';
import {
  findOrder,
  markCaptured,
  type OrderDeps,
  ordersAwaitingFulfilmentStart,
  settleCancelledPayment,
} from '../../commerce/orders/orders.service';
import { gatewayOf } from '../../commerce/payments/payments.service';
import type { Db } from '../../db/database';
import type { ServerDeps } from '../../http/requestContext';
import { type JobHandler, PermanentJobError } from '../../jobs/jobRunner';
import { insertJob } from '../../jobs/jobs.repo';
import * as attempts from './checkoutAttempts.repo';
import { staleMsOf } from './checkoutSteps';
import { startFulfilment } from './startFulfilment';

/*
 * The recovery pass: settles what a crash left between the checkout's steps. An authorisation
 * without an order is voided; an order not yet captured is captured (or released, if it was
 * cancelled meanwhile); a paid order whose last step never ran gets it. Only attempts untouched
 * for the stale period are taken: a live request renews its attempt, so one in another process is
 * never overtaken. It runs when the server starts (before it answers), as a job queued with each
 * attempt, and for the attempt in the way when a customer pays again.
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

/**
 * The pass a starting server runs before it answers anyone. An attempt whose request was killed
 * moments ago has not lapsed yet: the pass waits for that (at most the stale period, and only when
 * some attempt is unsettled) and settles it then, so a customer's retry finds the cart free or the
 * order paid for. Attempts still renewed meanwhile belong to another live process and stay.
 */
export async function recoverCheckoutsAtStart(
  deps: RecoveryDeps,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<RecoveryReport> {
  const first = await recoverCheckouts(deps);
  const touched = await attempts.lastUnsettledTouch(deps.db);
  if (!touched) return first;
  const staleMs = staleMsOf(deps);
  const lapsesIn = touched.getTime() + staleMs - deps.now().getTime();
  await wait(Math.min(staleMs, Math.max(0, lapsesIn)) + 100);
  const second = await recoverCheckouts(deps);
  return {
    voided: first.voided + second.voided,
    captured: first.captured + second.captured,
    fulfilled: first.fulfilled + second.fulfilled,
  };
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

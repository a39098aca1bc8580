import { SHIPPING_OPTIONS } from '../../../shared/catalog/deliveryEstimate';
import type { Fulfilment, FulfilmentOrder } from '../../commerce/fulfilment/fulfilment';
import { progressMail } from '../../commerce/orders/orderMails';
import {
  addShipment,
  findOrder,
  markShipmentDelivered,
  moveOrderState,
  newTracking,
  type OrderDeps,
  type OrderRow,
  orderItemsOf,
  sendOrderMail,
} from '../../commerce/orders/orders.service';
import type { Db } from '../../db/database';
import { printFilesState, queuePrintFile } from '../../design/print/printJobs';
import { lockOrderedProjects } from '../../design/projects/projects.service';
import { shopOrigin } from '../../http/shopOrigin';
import { type JobHandler, PermanentJobError } from '../../jobs/jobRunner';
import { insertJob } from '../../jobs/jobs.repo';

/*
 * An order's way from the end of its change window to the door, one job run per step: locked for
 * production (its projects refuse edits from then on, "locked"), printing, shipped, delivered,
 * a mail at each. Each run asks the fulfilment partner where the order is and queues the next
 * run for when it says to ask again, so the order moves on the deps clock.
 */

export const ORDER_FULFILMENT_JOB = 'order-fulfilment';

export type FulfilmentDeps = OrderDeps & { fulfilment: Fulfilment };

function fulfilmentOrder(order: OrderRow): FulfilmentOrder {
  const option =
    SHIPPING_OPTIONS.find((o) => o.id === order.shippingOptionId) ?? SHIPPING_OPTIONS[0];
  return {
    id: order.id,
    number: order.number,
    lockedAt: order.changeWindowEndsAt,
    transitDays: option.maxDays,
  };
}

async function mailStep(
  deps: FulfilmentDeps,
  order: OrderRow,
  step: Parameters<typeof progressMail>[3],
) {
  await sendOrderMail(deps, order, (origin, to) => progressMail(origin, to, order, step)).catch(
    (error: unknown) => console.error(`order ${order.number}: ${step.kind} mail failed`, error),
  );
}

/** How soon to look again while print files are being made, and after one failed. */
export const PRINT_FILE_RECHECK_MS = 30_000;
const PRINT_FILE_FAILED_RECHECK_MS = 60 * 60_000;

async function orderProjectIds(db: Db, orderId: number): Promise<number[]> {
  return (await orderItemsOf(db, orderId)).flatMap((item) =>
    item.projectId === null ? [] : [item.projectId],
  );
}

/** Moves the order as far as it has got; when to look again, or undefined when it is done. */
export async function advanceOrder(
  deps: FulfilmentDeps,
  orderId: number,
): Promise<Date | undefined> {
  const { db } = deps;
  const now = deps.now();
  let order = await findOrder(db, orderId);
  if (!order || order.state === 'cancelled' || order.state === 'delivered') return undefined;
  if (order.state === 'placed') {
    if (now < order.changeWindowEndsAt) return order.changeWindowEndsAt;
    // The money must be in before anything is made; recovery captures, then this runs again.
    if (order.paymentState !== 'captured') return new Date(now.getTime() + 60_000);
    if (!(await moveOrderState(db, order.id, 'placed', 'in_production', now))) return now;
    const projectIds = await orderProjectIds(db, order.id);
    await lockOrderedProjects(db, projectIds, now);
    // The locked design is what prints: its print file is made again from it.
    for (const id of projectIds) await queuePrintFile(db, id, order.userId);
    order = { ...order, state: 'in_production' };
  }
  if (order.state === 'in_production') {
    // The partner gets the order once every print file is in the store, and not before.
    const files = await printFilesState(db, await orderProjectIds(db, order.id));
    if (files === 'failed') {
      console.error(`order ${order.number}: a print file failed; production waits for a person`);
      return new Date(now.getTime() + PRINT_FILE_FAILED_RECHECK_MS);
    }
    if (files === 'pending') return new Date(now.getTime() + PRINT_FILE_RECHECK_MS);
    await deps.fulfilment.submit(fulfilmentOrder(order));
  }
  const status = await deps.fulfilment.status(fulfilmentOrder(order), now);
  if (
    order.state === 'in_production' &&
    (await moveOrderState(db, order.id, 'in_production', 'printing', now))
  ) {
    order = { ...order, state: 'printing' };
    await mailStep(deps, order, { kind: 'printing' });
  }
  if (status.state !== 'printing' && order.state === 'printing') {
    const tracking = newTracking(shopOrigin(deps), status.trackingNumber);
    if (await moveOrderState(db, order.id, 'printing', 'shipped', now)) {
      await addShipment(db, {
        orderId: order.id,
        carrier: status.carrier,
        trackingNumber: status.trackingNumber,
        trackingToken: tracking.token,
        shippedAt: now,
      });
      order = { ...order, state: 'shipped' };
      await mailStep(deps, order, {
        kind: 'shipped',
        carrier: status.carrier,
        trackingNumber: status.trackingNumber,
        trackUrl: tracking.url,
      });
    }
  }
  if (status.state === 'delivered' && order.state === 'shipped') {
    if (await moveOrderState(db, order.id, 'shipped', 'delivered', now)) {
      await markShipmentDelivered(db, order.id, now);
      await mailStep(deps, { ...order, state: 'delivered' }, { kind: 'delivered' });
    }
    return undefined;
  }
  return status.state === 'delivered' ? undefined : status.nextCheckAt;
}

export function fulfilmentJobHandlers(deps: FulfilmentDeps): Record<string, JobHandler> {
  return {
    [ORDER_FULFILMENT_JOB]: async (payload) => {
      const orderId = Number(payload.orderId);
      if (!Number.isSafeInteger(orderId)) throw new PermanentJobError('no order id');
      const next = await advanceOrder(deps, orderId);
      if (next) {
        await insertJob(deps.db as Db, {
          kind: ORDER_FULFILMENT_JOB,
          payload: { orderId },
          runAt: next,
        });
      }
    },
  };
}

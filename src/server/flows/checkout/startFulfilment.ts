import type { Db } from '../../db/database';
import { ORDER_FULFILMENT_JOB } from '../../fulfilment/orderFulfilmentJob';
import { insertJob } from '../../jobs/jobs.repo';
import { payInvitesOfCart, sendGiftMails } from '../../modules/invites/purchaseInvites.service';
import { confirmationMail } from '../../modules/orders/orderMails';
import {
  claimFulfilmentStart,
  findOrder,
  type OrderDeps,
  orderItemsOf,
  sendOrderMail,
} from '../../modules/orders/orders.service';
import { queuePrintFile } from '../../print/printJobs';

/**
 * The checkout's last step, once per order: the print files are queued, production is scheduled
 * for the end of the change window, and the confirmation mail goes out. Claimed and queued in one
 * transaction, so a crash leaves it either done or for recovery to do.
 */
export async function startFulfilment(deps: OrderDeps, orderId: number): Promise<void> {
  const now = deps.now();
  const started = await deps.db.transaction(async (tx) => {
    if (!(await claimFulfilmentStart(tx, orderId, now))) return undefined;
    const order = await findOrder(tx as unknown as Db, orderId);
    if (!order) return undefined;
    const items = await orderItemsOf(tx, orderId);
    for (const item of items) {
      if (item.projectId !== null)
        await queuePrintFile(tx as unknown as Db, item.projectId, order.userId);
    }
    await insertJob(tx as unknown as Db, {
      kind: ORDER_FULFILMENT_JOB,
      payload: { orderId },
      ownerId: order.userId,
      runAt: order.changeWindowEndsAt,
    });
    // Gifts bought with this order are paid: their recipients are mailed below.
    const gifts = await payInvitesOfCart(tx, order.cartId, order.id, now);
    return { order, items, gifts };
  });
  if (!started) return;
  const { order, items, gifts } = started;
  await sendGiftMails(deps, gifts).catch((error: unknown) =>
    console.error(`order ${order.number}: gift mail failed`, error),
  );
  // Best effort after the commit: a mail server down must not undo a paid order.
  await sendOrderMail(deps, order, (origin, to) =>
    confirmationMail(origin, to, order, items),
  ).catch((error: unknown) =>
    console.error(`order ${order.number}: confirmation mail failed`, error),
  );
}

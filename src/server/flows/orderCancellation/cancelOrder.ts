import type { ActionOutput } from '../../../shared/api/actionTable';
import { cancelInvitesOfOrder } from '../../commerce/invites/purchaseInvites.service';
import {
  cancellableOrder,
  markCancelled,
  type OrderDeps,
  settleCancellation,
} from '../../commerce/orders/orders.service';
import { AppError } from '../../http/appError';
import type { Caller } from '../../http/caller';

/**
 * Cancels an order inside its change window, as steps: the caller's cancellable order (orders) →
 * in one transaction, mark it cancelled and give the coupon use back (orders, coupons) and
 * withdraw the purchase invitations it paid for (invites) → release or refund the money and mail
 * the customer (orders). After the window the order is being printed. A flow, since invites
 * already reach orders: orders calling invites would close a loop.
 */
export async function cancelOrder(
  deps: OrderDeps,
  caller: Pick<Caller, 'userId'>,
  orderId: number,
): Promise<ActionOutput<'my/order/cancel'>> {
  const { db } = deps;
  const { order, done } = await cancellableOrder(deps, caller, orderId);
  if (done) return done;
  const now = deps.now();
  const moved = await db.transaction(async (tx) => {
    const ok = await markCancelled(tx, order.id, now);
    if (ok) await cancelInvitesOfOrder(tx, order.id);
    return ok;
  });
  if (!moved) throw new AppError(409, 'order_locked', 'This order has just gone to production.');
  return settleCancellation(deps, order);
}

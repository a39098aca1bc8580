import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cartItems } from '../../db/schema/cart';
import { coupons } from '../../db/schema/coupons';
import { purchaseInvites } from '../../db/schema/invites';
import { orderItems } from '../../db/schema/orders';

export type PurchaseInviteRow = typeof purchaseInvites.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export async function insertInvite(
  db: Runner,
  row: typeof purchaseInvites.$inferInsert,
): Promise<PurchaseInviteRow> {
  const [created] = await db.insert(purchaseInvites).values(row).returning();
  return created!;
}

export async function findInviteByCode(
  db: Runner,
  code: string,
): Promise<PurchaseInviteRow | undefined> {
  const [row] = await db.select().from(purchaseInvites).where(eq(purchaseInvites.code, code));
  return row;
}

export async function setInviteCartItem(db: Runner, id: number, cartItemId: number) {
  await db.update(purchaseInvites).set({ cartItemId }).where(eq(purchaseInvites.id, id));
}

/**
 * Marks paid the gifts whose lines were in the ordered cart, each worth what its line cost in the
 * order; answers them. Only from in_cart, so running it twice pays nothing twice.
 */
export async function payInvitesOfCart(
  tx: Runner,
  cartId: number,
  orderId: number,
  now: Date,
): Promise<PurchaseInviteRow[]> {
  const lines = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if (lines.length === 0) return [];
  const invites = await tx
    .select()
    .from(purchaseInvites)
    .where(
      and(
        eq(purchaseInvites.state, 'in_cart'),
        inArray(
          purchaseInvites.cartItemId,
          lines.map((line) => line.id),
        ),
      ),
    );
  const paid: PurchaseInviteRow[] = [];
  for (const invite of invites) {
    const [line] = await tx
      .select({ unitCents: orderItems.unitCents })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, orderId),
          eq(orderItems.productId, invite.productId),
          isNull(orderItems.projectId),
        ),
      );
    const [row] = await tx
      .update(purchaseInvites)
      .set({ state: 'paid', orderId, paidAt: now, valueCents: line?.unitCents ?? 0 })
      .where(and(eq(purchaseInvites.id, invite.id), eq(purchaseInvites.state, 'in_cart')))
      .returning();
    if (row) paid.push(row);
  }
  return paid;
}

export async function markInviteMailed(db: Runner, id: number, now: Date) {
  await db
    .update(purchaseInvites)
    .set({ mailedAt: now })
    .where(and(eq(purchaseInvites.id, id), isNull(purchaseInvites.mailedAt)));
}

/** Accepts a paid invite for a user with its coupon; false when someone else moved it first. */
export async function acceptInvite(
  tx: Runner,
  id: number,
  userId: number,
  couponId: number,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(purchaseInvites)
    .set({ state: 'accepted', acceptedByUserId: userId, couponId, acceptedAt: now })
    .where(and(eq(purchaseInvites.id, id), eq(purchaseInvites.state, 'paid')))
    .returning({ id: purchaseInvites.id });
  return moved.length > 0;
}

export async function findCouponCode(db: Runner, couponId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  return row?.code;
}

/**
 * A cancelled order takes back its gifts: they are cancelled, and a coupon already given for one
 * can no longer be used (its cap drops to nothing).
 */
export async function cancelInvitesOfOrder(tx: Runner, orderId: number): Promise<void> {
  const cancelled = await tx
    .update(purchaseInvites)
    .set({ state: 'cancelled' })
    .where(
      and(
        eq(purchaseInvites.orderId, orderId),
        inArray(purchaseInvites.state, ['paid', 'accepted']),
      ),
    )
    .returning({ couponId: purchaseInvites.couponId });
  const couponIds = cancelled.flatMap((row) => (row.couponId === null ? [] : [row.couponId]));
  if (couponIds.length > 0)
    await tx.update(coupons).set({ usageCap: 0 }).where(inArray(coupons.id, couponIds));
}

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { purchaseInvites } from '../../db/schema/invites';

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

/** The gifts waiting in the cart as these lines (still in_cart). */
export async function invitesOfCartLines(
  tx: Runner,
  cartItemIds: number[],
): Promise<PurchaseInviteRow[]> {
  if (cartItemIds.length === 0) return [];
  return tx
    .select()
    .from(purchaseInvites)
    .where(
      and(eq(purchaseInvites.state, 'in_cart'), inArray(purchaseInvites.cartItemId, cartItemIds)),
    );
}

/** Marks a gift paid by an order; only from in_cart, so undefined when it was paid already. */
export async function markInvitePaid(
  tx: Runner,
  id: number,
  values: { orderId: number; paidAt: Date; valueCents: number },
): Promise<PurchaseInviteRow | undefined> {
  const [row] = await tx
    .update(purchaseInvites)
    .set({ state: 'paid', ...values })
    .where(and(eq(purchaseInvites.id, id), eq(purchaseInvites.state, 'in_cart')))
    .returning();
  return row;
}

/** The gifts an order paid for whose recipients have not been mailed yet (still paid). */
export async function unmailedGiftsOfOrder(
  db: Runner,
  orderId: number,
): Promise<PurchaseInviteRow[]> {
  return db
    .select()
    .from(purchaseInvites)
    .where(
      and(
        eq(purchaseInvites.orderId, orderId),
        eq(purchaseInvites.state, 'paid'),
        isNull(purchaseInvites.mailedAt),
      ),
    )
    .orderBy(purchaseInvites.id);
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

/** Cancels a cancelled order's paid or accepted gifts; answers the coupons given for them. */
export async function cancelInvitesOfOrder(tx: Runner, orderId: number): Promise<number[]> {
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
  return cancelled.flatMap((row) => (row.couponId === null ? [] : [row.couponId]));
}

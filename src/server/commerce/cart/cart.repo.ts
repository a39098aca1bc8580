import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cartItems, carts } from '../../db/schema/cart';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItemRow = typeof cartItems.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

/** Whose cart: a signed-in user's, or a guest's by the anonymous id of their browser. */
export type CartOwner = { userId: number } | { anonymousId: string };

function ownedBy(owner: CartOwner) {
  return 'userId' in owner
    ? and(eq(carts.userId, owner.userId), eq(carts.status, 'open'))
    : and(eq(carts.anonymousId, owner.anonymousId), isNull(carts.userId), eq(carts.status, 'open'));
}

export async function findOpenCart(db: Runner, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(ownedBy(owner));
  return row;
}

export async function findCart(db: Runner, id: number): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row;
}

/** The owner's open cart, made if there is none; two requests racing make one (unique index). */
export async function openCart(db: Db, owner: CartOwner, now: Date): Promise<CartRow> {
  const existing = await findOpenCart(db, owner);
  if (existing) return existing;
  await db
    .insert(carts)
    .values({ ...owner, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const made = await findOpenCart(db, owner);
  if (!made) throw new Error('an open cart vanished as it was made');
  return made;
}

export async function updateCart(
  db: Runner,
  id: number,
  values: Partial<
    Pick<
      CartRow,
      | 'couponCode'
      | 'loyaltyProgramCode'
      | 'shippingAddressId'
      | 'shippingOptionId'
      | 'creditCardId'
      | 'useCreditBalance'
      | 'userId'
    >
  >,
  now: Date,
) {
  await db
    .update(carts)
    .set({ ...values, updatedAt: now })
    .where(eq(carts.id, id));
}

export function listItems(db: Runner, cartId: number): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
}

export async function insertItem(db: Runner, row: NewCartItemRow): Promise<CartItemRow> {
  const [inserted] = await db.insert(cartItems).values(row).returning();
  return inserted!;
}

export async function updateItem(
  db: Runner,
  cartId: number,
  itemId: number,
  values: Partial<
    Pick<CartItemRow, 'quantity' | 'options' | 'warnings' | 'checkedAt' | 'productId'>
  >,
) {
  await db
    .update(cartItems)
    .set(values)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
}

export async function deleteItem(db: Runner, cartId: number, itemId: number) {
  await db.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
}

/** Moves a guest cart's lines into another cart and removes the guest cart. */
export async function moveItems(tx: Tx, fromCartId: number, toCartId: number) {
  await tx.update(cartItems).set({ cartId: toCartId }).where(eq(cartItems.cartId, fromCartId));
  await tx.delete(carts).where(eq(carts.id, fromCartId));
}

/** Closes the cart as ordered; false when it was not open (another request got there first). */
export async function markOrdered(tx: Runner, cartId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(carts)
    .set({ status: 'ordered', updatedAt: now })
    .where(and(eq(carts.id, cartId), eq(carts.status, 'open')))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/**
 * Makes the open carts' lines of a project read and preflighted again at their next show (its
 * preflight choices changed): their check time goes back to the epoch.
 */
export async function markProjectLinesUnchecked(db: Runner, projectId: number) {
  await db
    .update(cartItems)
    .set({ checkedAt: new Date(0) })
    .where(
      and(
        eq(cartItems.projectId, projectId),
        inArray(
          cartItems.cartId,
          db.select({ id: carts.id }).from(carts).where(eq(carts.status, 'open')),
        ),
      ),
    );
}

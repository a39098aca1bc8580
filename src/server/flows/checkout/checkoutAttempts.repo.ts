import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type CheckoutState, checkoutAttempts } from '../../db/schema/checkout';

export type AttemptRow = typeof checkoutAttempts.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

const UNSETTLED: CheckoutState[] = ['started', 'authorised', 'ordered', 'voiding'];

/** Starts an attempt; undefined when the cart already has a live one (another tab, a double click). */
export async function insertAttempt(
  db: Db,
  row: Omit<typeof checkoutAttempts.$inferInsert, 'id' | 'state'>,
): Promise<AttemptRow | undefined> {
  const [inserted] = await db
    .insert(checkoutAttempts)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return inserted;
}

export async function findAttempt(db: Runner, id: number): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, id));
  return row;
}

/** The live attempt of a cart: unsettled, or completed with its order. */
export async function liveAttemptOfCart(db: Db, cartId: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.cartId, cartId),
        inArray(checkoutAttempts.state, [...UNSETTLED, 'completed']),
      ),
    );
  return row;
}

/**
 * The attempt with this idempotency key that placed an order, for a retry that lost its answer
 * (a key may have started earlier attempts that were voided after a crash).
 */
export async function orderedAttemptByKey(
  db: Db,
  userId: number,
  key: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.userId, userId),
        eq(checkoutAttempts.idempotencyKey, key),
        isNotNull(checkoutAttempts.orderId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Moves an attempt on only from the state the caller expects: the flow and the recovery pass
 * both move attempts, and whichever moves first wins; the other sees false.
 */
export async function moveAttempt(
  db: Runner,
  id: number,
  from: CheckoutState,
  to: CheckoutState,
  at: Date,
  extra: Partial<Pick<AttemptRow, 'transactionId' | 'orderId' | 'error'>> = {},
): Promise<boolean> {
  const rows = await db
    .update(checkoutAttempts)
    .set({ state: to, updatedAt: at, ...extra })
    .where(and(eq(checkoutAttempts.id, id), eq(checkoutAttempts.state, from)))
    .returning({ id: checkoutAttempts.id });
  return rows.length > 0;
}

/**
 * Takes an unsettled attempt nobody has touched since `staleBefore` for recovery, moving it to
 * `to` (or touching it, when `to` is its state) so neither the flow nor another recovery pass
 * acts on it meanwhile.
 */
export async function claimStale(
  db: Db,
  id: number,
  state: CheckoutState,
  to: CheckoutState,
  staleBefore: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(checkoutAttempts)
    .set({ state: to, updatedAt: now })
    .where(
      and(
        eq(checkoutAttempts.id, id),
        eq(checkoutAttempts.state, state),
        lt(checkoutAttempts.updatedAt, staleBefore),
      ),
    )
    .returning({ id: checkoutAttempts.id });
  return rows.length > 0;
}

export function staleAttempts(db: Db, staleBefore: Date): Promise<AttemptRow[]> {
  return db
    .select()
    .from(checkoutAttempts)
    .where(
      and(inArray(checkoutAttempts.state, UNSETTLED), lt(checkoutAttempts.updatedAt, staleBefore)),
    )
    .orderBy(checkoutAttempts.id);
}

/**
 * Renews a live request's hold on its attempt (see staleMs in checkoutSteps.ts); nothing once
 * the attempt is settled.
 */
export async function renewAttempt(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(checkoutAttempts)
    .set({ updatedAt: at })
    .where(and(eq(checkoutAttempts.id, id), inArray(checkoutAttempts.state, UNSETTLED)));
}

/** The latest renewal among unsettled attempts, if any is unsettled. */
export async function lastUnsettledTouch(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: checkoutAttempts.updatedAt })
    .from(checkoutAttempts)
    .where(inArray(checkoutAttempts.state, UNSETTLED))
    .orderBy(desc(checkoutAttempts.updatedAt))
    .limit(1);
  return row?.at;
}

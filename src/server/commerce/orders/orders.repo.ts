import { and, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type OrderState, orderItems, orders, shipments } from '../../db/schema/orders';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export async function insertOrder(
  tx: Tx,
  order: NewOrderRow,
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (items.length > 0)
    await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  return row!;
}

/** A number people can read out: the year and the order's id, e.g. PS-2026-000042. */
export async function setOrderNumber(tx: Tx, id: number, number: string) {
  await tx.update(orders).set({ number }).where(eq(orders.id, id));
}

export async function findOrder(db: Runner, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findUserOrder(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return row;
}

export async function pageOfOrders(db: Db, userId: number, limit: number, offset: number) {
  const rows = await db
    .select({
      order: orders,
      itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return { rows, total: total?.n ?? 0 };
}

export function itemsOf(db: Runner, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

/** The lines that order this project in orders not cancelled, each with its order's number. */
export function openItemsOfProject(db: Runner, projectId: number) {
  return db
    .select({
      number: orders.number,
      quantity: orderItems.quantity,
      totalCents: orderItems.totalCents,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.projectId, projectId), ne(orders.state, 'cancelled')))
    .orderBy(orderItems.id);
}

export function shipmentsOf(db: Runner, orderId: number): Promise<ShipmentRow[]> {
  return db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(shipments.id);
}

export async function findShipmentByToken(db: Db, token: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.trackingToken, token));
  return row;
}

export async function insertShipment(db: Runner, row: typeof shipments.$inferInsert) {
  await db.insert(shipments).values(row);
}

export async function markShipmentDelivered(db: Runner, orderId: number, at: Date) {
  await db
    .update(shipments)
    .set({ deliveredAt: at })
    .where(and(eq(shipments.orderId, orderId), isNull(shipments.deliveredAt)));
}

/** Moves the order on only from the state the caller saw; false when someone else moved it. */
export async function moveState(
  db: Runner,
  id: number,
  from: OrderState,
  to: OrderState,
  at: Date,
  extra: Partial<Pick<OrderRow, 'cancelledAt'>> = {},
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ state: to, updatedAt: at, ...extra })
    .where(and(eq(orders.id, id), eq(orders.state, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function setPaymentState(
  db: Runner,
  id: number,
  paymentState: OrderRow['paymentState'],
  at: Date,
) {
  await db
    .update(orders)
    .set({
      paymentState,
      updatedAt: at,
      ...(paymentState === 'captured' ? { capturedAt: at } : {}),
    })
    .where(eq(orders.id, id));
}

/** Claims the order's last checkout step (print jobs, mail) once; false when already done. */
export async function claimFulfilmentStart(db: Runner, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ fulfilmentStartedAt: at, updatedAt: at })
    .where(and(eq(orders.id, id), isNull(orders.fulfilmentStartedAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Captured orders whose last step never ran (a crash right after the capture). */
export function ordersAwaitingFulfilmentStart(db: Db) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentState, 'captured'), isNull(orders.fulfilmentStartedAt)));
}

/** The user's latest order placed at or after `since`. */
export async function latestPlacedSince(db: Db, userId: number, since: Date) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), gte(orders.placedAt, since)))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(1);
  return row;
}

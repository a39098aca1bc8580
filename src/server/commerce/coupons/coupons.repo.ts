import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { couponRedemptions, coupons } from '../../db/schema/coupons';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export async function findCouponByCode(db: Runner, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  return row;
}

/** The coupon row locked until the transaction ends, so two orders count its uses one at a time. */
export async function lockCoupon(tx: Tx, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(eq(coupons.code, code.trim().toUpperCase()))
    .for('update');
  return row;
}

export function listListedCoupons(db: Db): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.listed, true)).orderBy(asc(coupons.id));
}

export async function countUses(db: Runner, couponId: number, userId?: number) {
  const [total] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  const [mine] =
    userId === undefined
      ? [{ n: 0 }]
      : await db
          .select({ n: count() })
          .from(couponRedemptions)
          .where(
            and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)),
          );
  return { total: total?.n ?? 0, byCustomer: mine?.n ?? 0 };
}

export async function insertRedemption(
  tx: Runner,
  row: { couponId: number; userId: number; orderId: number; createdAt: Date },
) {
  await tx.insert(couponRedemptions).values(row);
}

/** A cancelled order gives its coupon use back. */
export async function deleteRedemption(tx: Runner, orderId: number) {
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}

/** Adds the demo codes that are missing; codes already there keep their rules. */
export async function insertCoupons(db: Db, rows: NewCouponRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(coupons)
    .values(rows)
    .onConflictDoNothing({ target: coupons.code })
    .returning({ id: sql`1` });
}

/** A page of the listed (public) coupons in id order, and how many there are. */
export async function pageListedCoupons(db: Db, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.listed, true))
    .orderBy(asc(coupons.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(coupons).where(eq(coupons.listed, true));
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findListedCoupon(db: Db, id: number): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.listed, true)));
  return row;
}

/** One new coupon (a gift's), answered with its id. */
export async function insertCoupon(db: Runner, row: NewCouponRow): Promise<CouponRow> {
  const [created] = await db.insert(coupons).values(row).returning();
  return created!;
}

export async function couponCodeById(db: Runner, couponId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  return row?.code;
}

/** These coupon rows locked until the transaction ends; answers those of them an order has used. */
export async function lockUsedCoupons(tx: Tx, couponIds: number[]): Promise<number[]> {
  if (couponIds.length === 0) return [];
  await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(inArray(coupons.id, couponIds))
    .for('update');
  const used = await tx
    .selectDistinct({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(inArray(couponRedemptions.couponId, couponIds));
  return used.map((row) => row.couponId);
}

/** Coupons that can no longer be used: their cap drops to nothing (a cancelled order's gifts). */
export async function closeCoupons(tx: Runner, couponIds: number[]): Promise<void> {
  if (couponIds.length > 0)
    await tx.update(coupons).set({ usageCap: 0 }).where(inArray(coupons.id, couponIds));
}

import type { Db } from '../../db/database';
import { type CouponRow, findListedCoupon, pageListedCoupons } from './coupons.repo';

/*
 * Coupons as the content export shows them, for the marketing pages that advertise offers: only
 * listed (public) coupons; a code given to one customer or one campaign never leaves the shop.
 * In this store a coupon has one code, so a coupon and its code share the id.
 */

export type CouponExportKind = 'coupon' | 'coupon-code';
type Entity = { id: number } & Record<string, unknown>;

const couponEntity = (row: CouponRow): Entity => ({
  id: row.id,
  title: row.title,
  description: row.description ?? undefined,
  rule: row.rule,
  oncePerCustomer: row.oncePerCustomer,
  usageCap: row.usageCap ?? undefined,
  createdAt: row.createdAt.toISOString(),
});

const codeEntity = (row: CouponRow): Entity => ({ id: row.id, couponId: row.id, code: row.code });

const entityOf = (kind: CouponExportKind) => (kind === 'coupon' ? couponEntity : codeEntity);

export async function couponExportPage(
  db: Db,
  kind: CouponExportKind,
  page: { limit: number; offset: number },
) {
  const { rows, total } = await pageListedCoupons(db, page.limit, page.offset);
  return { items: rows.map(entityOf(kind)), total };
}

export async function couponExportItem(db: Db, kind: CouponExportKind, id: number) {
  const row = await findListedCoupon(db, id);
  return row && entityOf(kind)(row);
}

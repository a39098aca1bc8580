import type { ActionOutput } from '../../../shared/api/actionTable';
import {
  type Coupon,
  type CouponRejection,
  couponDateRejection,
  couponSchema,
} from '../../../shared/pricing/coupon';
import {
  type CouponUseRejection,
  couponUseMessage,
  couponUseRejection,
} from '../../../shared/pricing/couponUse';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import type { ServerDeps } from '../../http/requestContext';
import {
  type CouponRow,
  closeCoupons,
  countUses,
  deleteRedemption,
  findCouponByCode,
  insertRedemption,
  listListedCoupons,
  lockCoupon,
  lockUsedCoupons,
} from './coupons.repo';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CouponView = ActionOutput<'coupons/show'>;

/** A stored coupon with its rules read back through the pricing schema. */
export interface StoredCoupon {
  id: number;
  rule: Coupon;
  limits: { oncePerCustomer: boolean; usageCap?: number };
  view: CouponView;
}

function storedCoupon(row: CouponRow): StoredCoupon {
  const rule = couponSchema.parse({ ...row.rule, code: row.code });
  return {
    id: row.id,
    rule,
    limits: { oncePerCustomer: row.oncePerCustomer, usageCap: row.usageCap ?? undefined },
    view: {
      code: row.code,
      title: row.title,
      ...(row.description ? { description: row.description } : {}),
      ...(rule.endsAt ? { expiresAt: rule.endsAt } : {}),
    },
  };
}

export function unknownCoupon(code: string) {
  return new AppError(
    404,
    'coupon_not_found',
    `We don't know the code ${code}. Check its spelling.`,
    {
      code: [`We don't know the code ${code}. Check its spelling.`],
    },
  );
}

/** A code that exists but cannot be used: 422 with the reason as the code and a sentence. */
export function couponNotApplicable(
  reason: CouponRejection | CouponUseRejection | 'unknown',
  message: string,
) {
  return new AppError(422, `coupon_${reason}`, message, { code: [message] });
}

export async function findCoupon(db: Db, code: string): Promise<StoredCoupon | undefined> {
  const row = await findCouponByCode(db, code);
  return row && storedCoupon(row);
}

/** Why this customer can no longer use the coupon, from its use counts; undefined when they can. */
export async function couponUseCheck(
  db: Db,
  coupon: StoredCoupon,
  userId: number | undefined,
): Promise<CouponUseRejection | undefined> {
  if (!coupon.limits.oncePerCustomer && coupon.limits.usageCap === undefined) return undefined;
  return couponUseRejection(coupon.limits, await countUses(db, coupon.id, userId));
}

export { couponUseMessage };

/** Public offers still running, for the offers list. */
export async function listCoupons(
  deps: Pick<ServerDeps, 'db' | 'now'>,
): Promise<ActionOutput<'coupons'>> {
  const now = deps.now();
  const rows = await listListedCoupons(deps.db);
  return {
    items: rows
      .map(storedCoupon)
      .filter((c) => couponDateRejection(c.rule, now) === undefined)
      .map((c) => c.view),
  };
}

export async function showCoupon(deps: Pick<ServerDeps, 'db'>, code: string): Promise<CouponView> {
  const coupon = await findCoupon(deps.db, code);
  if (!coupon) throw unknownCoupon(code);
  return coupon.view;
}

export class CouponUnavailable extends Error {
  override readonly name = 'CouponUnavailable';
  constructor(
    readonly reason: CouponUseRejection | 'unknown',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Records the coupon's use by an order, inside the order's transaction: the coupon row is locked
 * while its uses are counted, so the last use of a capped code goes to one order only.
 */
export async function redeemCoupon(
  tx: Tx,
  input: { code: string; userId: number; orderId: number; at: Date },
): Promise<void> {
  const row = await lockCoupon(tx, input.code);
  if (!row) throw new CouponUnavailable('unknown', `The code ${input.code} no longer exists.`);
  const coupon = storedCoupon(row);
  const reason = couponUseRejection(coupon.limits, await countUses(tx, row.id, input.userId));
  if (reason) throw new CouponUnavailable(reason, couponUseMessage(row.code, reason));
  await insertRedemption(tx, {
    couponId: row.id,
    userId: input.userId,
    orderId: input.orderId,
    createdAt: input.at,
  });
}

/** A cancelled order gives its use of the coupon back. */
export async function releaseCoupon(tx: Tx, orderId: number): Promise<void> {
  await deleteRedemption(tx, orderId);
}

/**
 * Withdraws coupons given away (a cancelled order's gifts), inside the caller's transaction,
 * unless an order has already used one: then nothing is withdrawn and false comes back. The rows
 * are locked first, so an order redeeming one meanwhile waits and then finds it closed.
 */
export async function withdrawUnusedCoupons(tx: Tx, couponIds: number[]): Promise<boolean> {
  if ((await lockUsedCoupons(tx, couponIds)).length > 0) return false;
  await closeCoupons(tx, couponIds);
  return true;
}

/** A coupon made by another area's flow (a gift's), inside that flow's transaction. */
export { couponCodeById, insertCoupon } from './coupons.repo';

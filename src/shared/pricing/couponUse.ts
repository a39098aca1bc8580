/*
 * The coupon rules that need the order history rather than the cart: one use per customer and a
 * cap on uses in all. The server counts the uses (inside the order's transaction, so two orders
 * cannot both take the last use) and asks this function.
 */

export interface CouponLimits {
  oncePerCustomer: boolean;
  /** Uses allowed in all; undefined for no cap. */
  usageCap?: number;
}

export interface CouponUses {
  /** Orders that used the coupon, by anyone. */
  total: number;
  /** Orders of this customer that used it; 0 for a guest, who is checked again at sign-in. */
  byCustomer: number;
}

export const COUPON_USE_REJECTIONS = ['already_used', 'usage_cap_reached'] as const;
export type CouponUseRejection = (typeof COUPON_USE_REJECTIONS)[number];

export function couponUseRejection(
  limits: CouponLimits,
  uses: CouponUses,
): CouponUseRejection | undefined {
  if (limits.oncePerCustomer && uses.byCustomer > 0) return 'already_used';
  if (limits.usageCap !== undefined && uses.total >= limits.usageCap) return 'usage_cap_reached';
  return undefined;
}

export function couponUseMessage(code: string, reason: CouponUseRejection): string {
  return reason === 'already_used'
    ? `You have already used ${code}: it is one use per customer.`
    : `${code} has been used as many times as it allows, and is no longer available.`;
}

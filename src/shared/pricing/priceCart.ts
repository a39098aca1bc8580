import { z } from 'zod';
import {
  type Coupon,
  type CouponRejection,
  couponDateRejection,
  couponSchema,
  isEligibleType,
  type ShippingDiscount,
} from './coupon';
import type { LinePrice } from './priceProject';
import { PricingError } from './pricingError';
import { applyBasisPoints } from './rounding';

/*
 * The price of a cart: its priced lines (priceProject), a coupon, a shipping method. There is no
 * tax line: the spec names none, so taxCents is 0 until a tax rule exists. The shopper pays
 * subtotal − discount + shipping + tax, never below zero because no discount exceeds what it
 * discounts.
 */

const cents = z.number().int().nonnegative();

/** The chosen shipping method and what the cart's cheapest (standard) method would cost. */
export const shippingChoiceSchema = z.object({
  methodId: z.string().min(1),
  priceCents: cents,
  /** An Upgrade coupon charges this for the chosen method. */
  standardPriceCents: cents,
});
export type ShippingChoice = z.infer<typeof shippingChoiceSchema>;

export type CouponOutcome =
  | { status: 'none' }
  | { status: 'applied'; code: string }
  | { status: 'rejected'; code: string; reason: CouponRejection };

export interface CartPrice {
  /** The lines' totals added up. */
  subtotalCents: number;
  /** Taken off the items by the coupon; never more than the subtotal. */
  discountCents: number;
  /** The shipping method's price before any shipping discount. */
  shippingBeforeDiscountCents: number;
  /** Taken off shipping by the coupon; never more than shipping. */
  shippingDiscountCents: number;
  /** What shipping costs the shopper. */
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  coupon: CouponOutcome;
}

function checkLines(lines: readonly LinePrice[]) {
  for (const [index, line] of lines.entries()) {
    if (!Number.isSafeInteger(line.totalCents) || line.totalCents < 0) {
      throw new PricingError(
        'invalid_cart',
        `Cart line ${index + 1} has no whole price: ${line.totalCents}`,
      );
    }
  }
}

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new PricingError(
    'invalid_cart',
    `${what} is not valid: ${issue?.path.join('.') || what} ${issue?.message ?? ''}`.trim(),
  );
}

function shippingDiscountCents(discount: ShippingDiscount, shipping: ShippingChoice): number {
  switch (discount.type) {
    case 'FlatPrice':
      return Math.max(0, shipping.priceCents - discount.cents);
    case 'FlatDiscount':
      return Math.min(discount.cents, shipping.priceCents);
    case 'Percentage':
      return applyBasisPoints(shipping.priceCents, discount.basisPoints);
    case 'Upgrade':
      return Math.max(0, shipping.priceCents - shipping.standardPriceCents);
  }
}

interface CouponEffect {
  discountCents: number;
  shippingDiscountCents: number;
}

/** What a coupon takes off this cart, or why it takes nothing. */
function couponEffect(
  coupon: Coupon,
  lines: readonly LinePrice[],
  shipping: ShippingChoice | undefined,
  now: Date,
): CouponEffect | CouponRejection {
  const dateRejection = couponDateRejection(coupon, now);
  if (dateRejection) return dateRejection;
  if (lines.length === 0) return 'empty_cart';
  const eligible = lines.filter((line) => isEligibleType(coupon, line.productTypeId));
  if (eligible.length === 0) return 'no_eligible_items';
  const eligibleCents = eligible.reduce((sum, line) => sum + line.totalCents, 0);
  if (coupon.minimumSpendCents !== undefined && eligibleCents < coupon.minimumSpendCents) {
    return 'below_minimum_spend';
  }
  const { discount } = coupon;
  switch (discount.kind) {
    case 'percentage':
      // Rounded per line, once (rounding.ts), so a line's discount never exceeds the line.
      return {
        discountCents: eligible.reduce(
          (sum, line) => sum + applyBasisPoints(line.totalCents, discount.basisPoints),
          0,
        ),
        shippingDiscountCents: 0,
      };
    case 'fixed':
      return { discountCents: Math.min(discount.cents, eligibleCents), shippingDiscountCents: 0 };
    case 'shipping': {
      if (!shipping) return 'no_shipping_chosen';
      const off = shippingDiscountCents(discount.shipping, shipping);
      if (off === 0) return 'shipping_already_lower';
      return { discountCents: 0, shippingDiscountCents: off };
    }
  }
}

/**
 * The cart's price on `now` (the clock a coupon's dates are read against). The coupon and the
 * shipping choice are checked here too, since they may come from storage or the wire.
 */
export function priceCart(
  lines: readonly LinePrice[],
  coupon: Coupon | undefined,
  shipping: ShippingChoice | undefined,
  now: Date,
): CartPrice {
  checkLines(lines);
  const checkedCoupon = coupon && parseOrThrow(couponSchema, coupon, 'The coupon');
  const checkedShipping = shipping && parseOrThrow(shippingChoiceSchema, shipping, 'Shipping');
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const shippingBeforeDiscountCents = checkedShipping?.priceCents ?? 0;

  let effect: CouponEffect = { discountCents: 0, shippingDiscountCents: 0 };
  let outcome: CouponOutcome = { status: 'none' };
  if (checkedCoupon) {
    const result = couponEffect(checkedCoupon, lines, checkedShipping, now);
    if (typeof result === 'string') {
      outcome = { status: 'rejected', code: checkedCoupon.code, reason: result };
    } else {
      effect = result;
      outcome = { status: 'applied', code: checkedCoupon.code };
    }
  }
  const shippingCents = shippingBeforeDiscountCents - effect.shippingDiscountCents;
  const taxCents = 0;
  return {
    subtotalCents,
    discountCents: effect.discountCents,
    shippingBeforeDiscountCents,
    shippingDiscountCents: effect.shippingDiscountCents,
    shippingCents,
    taxCents,
    totalCents: subtotalCents - effect.discountCents + shippingCents + taxCents,
    coupon: outcome,
  };
}

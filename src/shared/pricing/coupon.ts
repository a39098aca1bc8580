import { z } from 'zod';
import { PRODUCT_TYPE_IDS, productTypeById } from '../catalog/productTypes';
import { SHIPPING_DISCOUNT_TYPES } from '../catalog/shippingDiscounts';
import { formatDate } from '../format/dates';
import { formatCents } from '../format/money';

/*
 * A coupon's rules as data: what it takes off (a percentage or a fixed amount of the items, or one
 * of spec §3's shipping discounts) and when it applies (dates, product types, a minimum spend).
 * One use per customer and usage caps need the order history, so the server checks them before it
 * hands a coupon to priceCart.
 */

const cents = z.number().int().nonnegative();
const basisPoints = z.number().int().min(1).max(10_000);

/** Spec §3's shipping discount types, each with the amount it needs. */
export const shippingDiscountSchema = z.discriminatedUnion('type', [
  /** Shipping costs this much (or less, when the method is cheaper). */
  z.object({ type: z.literal(SHIPPING_DISCOUNT_TYPES[0]), cents }),
  /** This much off shipping, down to free. */
  z.object({ type: z.literal(SHIPPING_DISCOUNT_TYPES[1]), cents }),
  /** A share of shipping off. */
  z.object({ type: z.literal(SHIPPING_DISCOUNT_TYPES[2]), basisPoints }),
  /** A faster method at the price of the standard one. */
  z.object({ type: z.literal(SHIPPING_DISCOUNT_TYPES[3]) }),
]);
export type ShippingDiscount = z.infer<typeof shippingDiscountSchema>;

export const couponDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percentage'), basisPoints }),
  z.object({ kind: z.literal('fixed'), cents: z.number().int().positive() }),
  z.object({ kind: z.literal('shipping'), shipping: shippingDiscountSchema }),
]);
export type CouponDiscount = z.infer<typeof couponDiscountSchema>;

export const couponSchema = z
  .object({
    code: z.string().trim().min(1).max(40),
    discount: couponDiscountSchema,
    /** Only lines of these types count towards the minimum and get the item discount. */
    productTypeIds: z.array(z.literal(PRODUCT_TYPE_IDS)).min(1).optional(),
    /** The eligible lines must add up to at least this, after their quantity discounts. */
    minimumSpendCents: cents.optional(),
    /** Valid from this instant (inclusive) to endsAt (exclusive). */
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((c) => !c.startsAt || !c.endsAt || Date.parse(c.startsAt) < Date.parse(c.endsAt), {
    message: 'a coupon ends after it starts',
    path: ['endsAt'],
  });
export type Coupon = z.infer<typeof couponSchema>;

/** Why a coupon does not apply to a cart; each has a sentence for the shopper. */
export const COUPON_REJECTIONS = [
  'not_started',
  'expired',
  'empty_cart',
  'no_eligible_items',
  'below_minimum_spend',
  'no_shipping_chosen',
  'shipping_already_lower',
] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];

/** Whether a coupon's dates include `now`; the reason when they do not. */
export function couponDateRejection(coupon: Coupon, now: Date): CouponRejection | undefined {
  const at = now.getTime();
  if (Number.isNaN(at)) throw new RangeError('The pricing clock gave an invalid date');
  if (coupon.startsAt && at < Date.parse(coupon.startsAt)) return 'not_started';
  if (coupon.endsAt && at >= Date.parse(coupon.endsAt)) return 'expired';
  return undefined;
}

/** Whether a line of this product type counts for the coupon. */
export function isEligibleType(coupon: Coupon, productTypeId: number): boolean {
  return !coupon.productTypeIds || (coupon.productTypeIds as number[]).includes(productTypeId);
}

const dateText = (iso: string) => formatDate(iso, 'long');

/** The sentence a shopper reads when their code does not apply. */
export function couponRejectionMessage(coupon: Coupon, reason: CouponRejection): string {
  const code = coupon.code;
  switch (reason) {
    case 'not_started':
      return `${code} starts on ${dateText(coupon.startsAt ?? '')}. Try it again then.`;
    case 'expired':
      return `${code} ended on ${dateText(coupon.endsAt ?? '')}.`;
    case 'empty_cart':
      return `Add something to your cart to use ${code}.`;
    case 'no_eligible_items': {
      const names = (coupon.productTypeIds ?? []).map((id) => productTypeById(id)?.name ?? id);
      return `${code} is for ${names.join(', ')} only, and your cart has none.`;
    }
    case 'below_minimum_spend':
      return `${code} needs ${formatCents(coupon.minimumSpendCents ?? 0)} of eligible items in your cart.`;
    case 'no_shipping_chosen':
      return `${code} takes money off shipping: choose a shipping method first.`;
    case 'shipping_already_lower':
      return `${code} would not lower your shipping: it already costs less than the offer.`;
  }
}

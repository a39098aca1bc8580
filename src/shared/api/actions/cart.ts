import { z } from 'zod';
import { defineActions } from '../defineActions';
import { bodyId, cents, emptyInput, idParam } from '../schemaHelpers';
import { product } from './catalog';

/** One product option in words ("Paper", "Pearl"): src/shared/project/optionWords.ts. */
export const optionWord = z.object({ label: z.string(), value: z.string() });

export const cartItem = z.object({
  id: z.number().int().positive(),
  projectId: z.number().int().positive().optional(),
  productId: z.number().int().positive(),
  name: z.string(),
  quantity: z.number().int().positive(),
  /** The line total over the quantity (tier discount included), as the design page shows it. */
  unitPriceCents: cents,
  totalCents: cents,
  thumbnailUrl: z.string().optional(),
  /** Preflight warnings the customer accepted in the editor: shown folded, they do not block. */
  acceptedWarnings: z.array(z.string()).optional(),
  /** What the customer chose (size, paper, cover, pages, foil…), in words. */
  options: z.array(optionWord).optional(),
  /**
   * A photo-print order's prints by size: the cart shows a line per size, priced as the order
   * is (their totals add up to totalCents).
   */
  printSizes: z
    .array(
      z.object({
        sizeKey: z.string(),
        label: z.string(),
        copies: z.number().int().positive(),
        totalCents: cents,
        /** The size's first photo, drawn small, once its thumbnail is made. */
        thumbnailUrl: z.string().optional(),
      }),
    )
    .optional(),
  warnings: z.array(z.string()),
});

/** A shipping method with its price and its arrival: the checkout's and the storefront's. */
export const shippingEstimate = z.object({
  shippingOptionId: z.number().int().positive(),
  name: z.string(),
  minDays: z.number().int().nonnegative(),
  maxDays: z.number().int().nonnegative(),
  priceCents: cents,
  arrivesBy: z.string().optional(),
});

export const cart = z.object({
  items: z.array(cartItem),
  couponCode: z.string().optional(),
  loyaltyProgramCode: z.string().optional(),
  shippingAddressId: z.number().int().positive().optional(),
  shippingOptionId: z.number().int().positive().optional(),
  subtotalCents: cents,
  discountCents: cents,
  shippingCents: cents,
  taxCents: cents,
  totalCents: cents,
  /**
   * On an empty cart (my/cart/show only): the order the customer placed a short while ago, so a
   * customer whose answer was lost and who reloads sees that it was placed, and where.
   */
  placedOrder: z.object({ orderId: z.number().int().positive(), number: z.string() }).optional(),
});

/**
 * Envelopes for one card line of the cart: the envelope product of the cards' size, as many as
 * the cards, priced as the cart will price the line; and where to design printed ones instead.
 */
export const envelopeOffer = z.object({
  /** The card line the envelopes are for. */
  cartItemId: z.number().int().positive(),
  cardName: z.string(),
  /** The cards' size, as the envelope product is named by it ('5x7'). */
  sizeKey: z.string(),
  quantity: z.number().int().positive(),
  product,
  /** The envelopes' line total at that quantity, and it shared out per envelope. */
  totalCents: cents,
  eachCents: cents,
  /** The editor link that starts printed envelopes of this size and quantity. */
  designHref: z.string(),
});

/** A cart line's unaccepted preflight errors: each stops the order until fixed in the editor. */
export const lineBlockers = z.object({
  cartItemId: z.number().int().positive(),
  projectId: z.number().int().positive(),
  name: z.string(),
  blockers: z.array(z.object({ id: z.string(), message: z.string() })).min(1),
});

export const coupon = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string().optional(),
  expiresAt: z.string().optional(),
});

const couponCode = z.string().trim().min(1).max(64);

/**
 * What the customer decided about a project's preflight in the editor: the warnings accepted as
 * they are (by preflight item id) and the words added to the spelling check. Kept per project on
 * the server, so they survive a reload, reach the cart and count again when the order is placed.
 */
export const preflightChoices = z.object({
  acceptedIds: z.array(z.string().min(1).max(300)).max(2000),
  extraWords: z.array(z.string().min(1).max(80)).max(2000),
});

export const cartActions = defineActions('cart', {
  'my/projects/{project_id}/preflight_choices': {
    method: 'GET',
    input: z.object({ projectId: idParam }),
    output: preflightChoices,
  },
  // The whole set each time, so a replay from the outbox lands the same.
  'my/projects/{project_id}/preflight_choices#update': {
    method: 'PUT',
    input: preflightChoices.extend({ projectId: idParam }),
    output: preflightChoices,
  },
  'my/cart/show': { method: 'GET', input: emptyInput, output: cart },
  'my/cart/preview': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ itemCount: z.number().int().nonnegative(), subtotalCents: cents }),
  },
  'my/cart/coupon_hints': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ hints: z.array(z.string()) }),
  },
  'my/cart/recommended_cross_sell_items': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ items: z.array(product) }),
  },
  // Envelopes matching each card line that has none yet (size and quantity).
  'my/cart/envelope_offers': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ items: z.array(envelopeOffer) }),
  },
  // No code clears the coupon.
  'my/cart/set_coupon': {
    method: 'POST',
    input: z.object({ code: couponCode.optional() }),
    output: cart,
  },
  'my/cart/set_shipping_address': {
    method: 'POST',
    input: z.object({ addressId: bodyId }),
    output: cart,
  },
  // What each shipping method charges this cart and when it would arrive: the checkout's list.
  'my/cart/shipping_options': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ estimates: z.array(shippingEstimate) }),
  },
  // What stops each line being printed, as Pay would refuse it: named before the card is typed.
  'my/cart/preflight_blockers': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ items: z.array(lineBlockers) }),
  },
  'my/cart/set_shipping_method': {
    method: 'POST',
    input: z.object({ shippingOptionId: bodyId }),
    output: cart,
  },
  'my/cart/set_loyalty_program_code': {
    method: 'POST',
    input: z.object({ code: z.string().trim().max(64).optional() }),
    output: cart,
  },
  // Adds a project to the cart or updates its line; quantity 0 removes it.
  'my/cart/sync_item': {
    method: 'POST',
    input: z.object({
      cartItemId: bodyId.optional(),
      projectId: bodyId.optional(),
      productId: bodyId.optional(),
      quantity: z.number().int().min(0).max(10_000),
    }),
    output: cart,
  },
  // The /checkout page's add-or-update (spec §2 cart and checkout).
  'my/pages/cart_add': {
    method: 'POST',
    input: z.object({
      projectId: bodyId.optional(),
      cartItemId: bodyId.optional(),
      productId: bodyId.optional(),
      quantity: z.number().int().min(1).max(10_000).optional(),
      viewKey: z.string().optional(),
      utmCampaign: z.string().optional(),
      utmMedium: z.string().optional(),
      utmSource: z.string().optional(),
    }),
    output: z.object({ cartItemId: z.number().int().positive(), cart }),
  },
});

export const couponActions = defineActions('coupons', {
  coupons: { method: 'GET', input: emptyInput, output: z.object({ items: z.array(coupon) }) },
  'coupons/show': { method: 'GET', input: z.object({ code: couponCode }), output: coupon },
  'coupons/apply': {
    method: 'POST',
    input: z.object({ code: couponCode }),
    output: z.object({ coupon, cart }),
  },
  'my/coupons/current': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ coupon: coupon.optional() }),
  },
});

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
  unitPriceCents: cents,
  totalCents: cents,
  thumbnailUrl: z.string().optional(),
  /** Preflight warnings the customer accepted in the editor: shown folded, they do not block. */
  acceptedWarnings: z.array(z.string()).optional(),
  /** What the customer chose (size, paper, cover, pages, foil…), in words. */
  options: z.array(optionWord).optional(),
  warnings: z.array(z.string()),
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

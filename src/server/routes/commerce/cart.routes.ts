import {
  cartAdd,
  previewCart,
  setCoupon,
  setLoyaltyProgramCode,
  setShippingAddress,
  setShippingMethod,
  showCart,
  syncItem,
} from '../../commerce/cart/cart.service';
import { cartDeliveryEstimates } from '../../commerce/cart/cartDelivery.service';
import { couponHints, crossSellItems } from '../../commerce/cart/cartOffers';
import { envelopeOffers } from '../../commerce/cart/envelopeOffers';
import { recentOrderOf } from '../../commerce/orders/orders.service';
import type { ActionHandlers } from '../../http/actionHandler';
import type { Caller } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';

/**
 * An empty cart names the order it became a short while ago: a customer whose answer to Pay was
 * lost sees, after a reload, that the order was placed. Here rather than in the cart service,
 * which the orders area depends on.
 */
async function showCartOrPlacedOrder(deps: ServerDeps, caller: Caller) {
  const view = await showCart(deps, caller);
  if (view.items.length > 0 || caller.userId === null) return view;
  const placed = await recentOrderOf(deps.db, caller.userId, deps.now());
  return placed ? { ...view, placedOrder: { orderId: placed.id, number: placed.number } } : view;
}

export const cartHandlers: ActionHandlers = {
  'my/cart/show': (_input, ctx, caller) => showCartOrPlacedOrder(ctx.deps, caller),
  'my/cart/preview': (_input, ctx, caller) => previewCart(ctx.deps, caller),
  'my/cart/sync_item': (input, ctx, caller) => syncItem(ctx.deps, caller, input),
  'my/pages/cart_add': (input, ctx, caller) => cartAdd(ctx.deps, caller, input),
  'my/cart/coupon_hints': (_input, ctx, caller) => couponHints(ctx.deps, caller),
  'my/cart/recommended_cross_sell_items': (_input, ctx, caller) => crossSellItems(ctx.deps, caller),
  'my/cart/envelope_offers': (_input, ctx, caller) => envelopeOffers(ctx.deps, caller),
  'my/cart/set_coupon': (input, ctx, caller) => setCoupon(ctx.deps, caller, input.code),
  'my/cart/set_shipping_address': (input, ctx, caller) =>
    setShippingAddress(ctx.deps, caller, input.addressId),
  'my/cart/set_shipping_method': (input, ctx, caller) =>
    setShippingMethod(ctx.deps, caller, input.shippingOptionId),
  'my/cart/shipping_options': (_input, ctx, caller) => cartDeliveryEstimates(ctx.deps, caller),
  'my/cart/set_loyalty_program_code': (input, ctx, caller) =>
    setLoyaltyProgramCode(ctx.deps, caller, input.code),
};

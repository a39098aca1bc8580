import type { ActionHandlers } from '../../http/actionHandler';
import {
  cartAdd,
  previewCart,
  setCoupon,
  setLoyaltyProgramCode,
  setShippingAddress,
  setShippingMethod,
  showCart,
  syncItem,
} from './cart.service';
import { couponHints, crossSellItems } from './cartOffers';

export const cartHandlers: ActionHandlers = {
  'my/cart/show': (_input, ctx, caller) => showCart(ctx.deps, caller),
  'my/cart/preview': (_input, ctx, caller) => previewCart(ctx.deps, caller),
  'my/cart/sync_item': (input, ctx, caller) => syncItem(ctx.deps, caller, input),
  'my/pages/cart_add': (input, ctx, caller) => cartAdd(ctx.deps, caller, input),
  'my/cart/coupon_hints': (_input, ctx, caller) => couponHints(ctx.deps, caller),
  'my/cart/recommended_cross_sell_items': (_input, ctx, caller) => crossSellItems(ctx.deps, caller),
  'my/cart/set_coupon': (input, ctx, caller) => setCoupon(ctx.deps, caller, input.code),
  'my/cart/set_shipping_address': (input, ctx, caller) =>
    setShippingAddress(ctx.deps, caller, input.addressId),
  'my/cart/set_shipping_method': (input, ctx, caller) =>
    setShippingMethod(ctx.deps, caller, input.shippingOptionId),
  'my/cart/set_loyalty_program_code': (input, ctx, caller) =>
    setLoyaltyProgramCode(ctx.deps, caller, input.code),
};

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
  'my/cart/show': (_input, ctx) => showCart(ctx),
  'my/cart/preview': (_input, ctx) => previewCart(ctx),
  'my/cart/sync_item': (input, ctx) => syncItem(ctx, input),
  'my/pages/cart_add': (input, ctx) => cartAdd(ctx, input),
  'my/cart/coupon_hints': (_input, ctx) => couponHints(ctx),
  'my/cart/recommended_cross_sell_items': (_input, ctx) => crossSellItems(ctx),
  'my/cart/set_coupon': (input, ctx) => setCoupon(ctx, input.code),
  'my/cart/set_shipping_address': (input, ctx) => setShippingAddress(ctx, input.addressId),
  'my/cart/set_shipping_method': (input, ctx) => setShippingMethod(ctx, input.shippingOptionId),
  'my/cart/set_loyalty_program_code': (input, ctx) => setLoyaltyProgramCode(ctx, input.code),
};

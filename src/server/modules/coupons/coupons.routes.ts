import type { ActionHandlers } from '../../http/actionHandler';
import { setCoupon } from '../cart/cart.service';
import { currentCoupon } from '../cart/cartOffers';
import { listCoupons, showCoupon } from './coupons.service';

export const couponHandlers: ActionHandlers = {
  coupons: (_input, ctx) => listCoupons(ctx),
  'coupons/show': (input, ctx) => showCoupon(ctx, input.code),
  // Applying a code is holding it on the caller's cart (spec §2 /claim-offer saves it for the cart).
  'coupons/apply': async (input, ctx) => {
    const cart = await setCoupon(ctx, input.code);
    return { coupon: await showCoupon(ctx, input.code), cart };
  },
  'my/coupons/current': (_input, ctx) => currentCoupon(ctx),
};

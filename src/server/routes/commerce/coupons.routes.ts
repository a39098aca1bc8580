import { currentCoupon, setCoupon } from '../../commerce/cart/cart.service';
import { listCoupons, showCoupon } from '../../commerce/coupons/coupons.service';
import type { ActionHandlers } from '../../http/actionHandler';

export const couponHandlers: ActionHandlers = {
  coupons: (_input, ctx) => listCoupons(ctx.deps),
  'coupons/show': (input, ctx) => showCoupon(ctx.deps, input.code),
  // Applying a code is holding it on the caller's cart (spec §2 /claim-offer saves it for the cart).
  'coupons/apply': async (input, ctx, caller) => {
    const cart = await setCoupon(ctx.deps, caller, input.code);
    return { coupon: await showCoupon(ctx.deps, input.code), cart };
  },
  'my/coupons/current': (_input, ctx, caller) => currentCoupon(ctx.deps, caller),
};

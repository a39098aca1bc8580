import { useCartWrite } from './useCartWrite';

/** Applies a coupon code to the cart, or clears it (no code). */
export function useSetCoupon() {
  return useCartWrite('my/cart/set_coupon', {
    label: (input) => (input.code ? `Apply the code ${input.code}` : 'Remove the coupon code'),
    optimistic: (cart, input) => ({ ...cart, couponCode: input.code }),
  });
}

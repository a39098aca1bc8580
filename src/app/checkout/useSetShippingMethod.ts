import { useCartWrite } from '../cart';

/** Chooses how the cart is shipped. */
export function useSetShippingMethod() {
  return useCartWrite('my/cart/set_shipping_method', {
    label: () => 'Choose the shipping method',
    optimistic: (cart, input) => ({ ...cart, shippingOptionId: input.shippingOptionId }),
  });
}

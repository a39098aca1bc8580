import { useCartWrite } from '../cart';

/** Ships the cart to an address of the address book. */
export function useSetShippingAddress() {
  return useCartWrite('my/cart/set_shipping_address', {
    label: () => 'Choose the shipping address',
    optimistic: (cart, input) => ({ ...cart, shippingAddressId: input.addressId }),
  });
}

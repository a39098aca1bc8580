import { withQuantity } from './cartEdits';
import { useCartWrite } from './useCartWrite';

/** Changes a line's quantity; 0 removes it. Kept on the device when offline. */
export function useSyncCartItem() {
  return useCartWrite('my/cart/sync_item', {
    label: (input) =>
      input.quantity === 0
        ? 'Remove an item from the cart'
        : `Set a cart quantity to ${input.quantity}`,
    optimistic: (cart, input) =>
      input.cartItemId === undefined ? cart : withQuantity(cart, input.cartItemId, input.quantity),
  });
}

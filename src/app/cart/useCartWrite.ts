import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '../../shared/api/actionTable';
import { useOutboxCall } from '../offline/OutboxContext';
import { browserCartCache, type Cart } from './cartCache';
import { cartKeys } from './cartQueries';
import { useCartOwner } from './useCartOwner';

/** The cart calls that answer with the whole cart. */
export type CartChange =
  | 'my/cart/sync_item'
  | 'my/cart/set_coupon'
  | 'my/cart/set_shipping_address'
  | 'my/cart/set_shipping_method';

export interface CartWriteOptions<N extends CartChange> {
  /** The line the outbox shows for a change kept on the device. */
  label: (input: ActionInput<N>) => string;
  /** How the cart on screen looks once a change kept on the device is sent. */
  optimistic?: (cart: Cart, input: ActionInput<N>) => Cart;
}

/**
 * A change of the cart through the outbox (design.md 'Data flow'): online the server's new cart
 * replaces the one on screen and on the device; offline the change waits on the device and the
 * cart on screen shows it at once.
 */
export function useCartWrite<N extends CartChange>(action: N, options: CartWriteOptions<N>) {
  const write = useOutboxCall();
  const queryClient = useQueryClient();
  const owner = useCartOwner() ?? 'pending';
  return useMutation({
    mutationFn: (input: ActionInput<N>) =>
      write(action, input, options.label(input)).then((written) => ({ written, input })),
    onSuccess: ({ written, input }) => {
      const key = cartKeys.show(owner);
      if (written.queued) {
        const current = queryClient.getQueryData<Cart>(key);
        if (current && options.optimistic) {
          const next = options.optimistic(current, input);
          queryClient.setQueryData(key, next);
          void browserCartCache.write(owner, next);
        }
        return;
      }
      const cart = written.result as Cart;
      queryClient.setQueryData(key, cart);
      void browserCartCache.write(owner, cart);
      // The header's count, the hints and the envelope offers follow the cart.
      void queryClient.invalidateQueries({ queryKey: cartKeys.preview(owner) });
      void queryClient.invalidateQueries({ queryKey: cartKeys.couponHints(owner) });
      void queryClient.invalidateQueries({ queryKey: cartKeys.envelopeOffers(owner) });
    },
  });
}

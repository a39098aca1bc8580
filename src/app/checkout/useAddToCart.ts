import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '../../shared/api/actionTable';
import { useApi } from '../apiContext';
import { browserCartCache, cartKeys, useCartOwner } from '../cart';

/** The /checkout page's add-or-update (`my/pages/cart_add`), with the visit's campaign. */
export function useAddToCart() {
  const api = useApi();
  const queryClient = useQueryClient();
  const owner = useCartOwner();
  return useMutation({
    mutationFn: ({ input, key }: { input: ActionInput<'my/pages/cart_add'>; key: string }) =>
      api.call('my/pages/cart_add', input, { idempotencyKey: key }),
    onSuccess: ({ cart }) => {
      if (!owner) return;
      queryClient.setQueryData(cartKeys.show(owner), cart);
      void browserCartCache.write(owner, cart);
      void queryClient.invalidateQueries({ queryKey: cartKeys.preview(owner) });
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { Cart } from '../cart/cartCache';
import type { CallAction } from '../navigation/pageModule';

/**
 * The shipping methods the server prices this cart with, each with its arrival day: the very
 * list Pay charges and dates the order from. Keyed by the cart's lines, so a changed line
 * (another product, a heavier parcel) asks again.
 */
export function cartShippingOptionsQuery(call: CallAction, cart: Cart) {
  const lines = cart.items.map((item) => [item.id, item.productId, item.quantity] as const);
  return queryOptions({
    queryKey: ['checkout', 'cartShippingOptions', lines] as const,
    queryFn: () => call('my/cart/shipping_options', {}),
    enabled: cart.items.length > 0,
    staleTime: 5 * 60_000,
  });
}

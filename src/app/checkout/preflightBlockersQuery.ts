import { queryOptions } from '@tanstack/react-query';
import type { Cart } from '../cart/cartCache';
import type { CallAction } from '../navigation/pageModule';

/**
 * What stops the cart's lines being printed, as Pay would refuse them. Keyed by the lines and
 * their warnings, which the server reads again whenever a design changes, so a fix made in the
 * editor asks again.
 */
export function preflightBlockersQuery(call: CallAction, cart: Cart) {
  const lines = cart.items.map((item) => [item.id, item.quantity, item.warnings] as const);
  return queryOptions({
    queryKey: ['checkout', 'preflightBlockers', lines] as const,
    queryFn: () => call('my/cart/preflight_blockers', {}),
    enabled: cart.items.some((item) => item.projectId !== undefined),
  });
}

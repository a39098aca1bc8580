import { queryOptions } from '@tanstack/react-query';
import type { ActionInput } from '../../shared/api/actionTable';
import type { Cart } from '../cart/cartCache';
import type { CallAction } from '../routing/pageModule';

type EstimateInput = ActionInput<'delivery_estimates/calculate'>;

/**
 * What to ask delivery estimates about for a cart. The call prices one product or project: the
 * cart's first line stands for the order (the slowest production of a mixed cart is the server's
 * to account for in the cart's own shipping price).
 */
export function estimateInputOf(
  cart: Cart,
  destination: { postalCode?: string; country?: string },
): EstimateInput | undefined {
  const first = cart.items[0];
  if (!first) return undefined;
  return {
    ...(first.projectId !== undefined
      ? { projectId: first.projectId }
      : { productId: first.productId }),
    postalCode: destination.postalCode,
    country: destination.country,
  };
}

export function deliveryEstimatesQuery(call: CallAction, input: EstimateInput | undefined) {
  return queryOptions({
    queryKey: ['checkout', 'deliveryEstimates', input ?? null] as const,
    queryFn: () => call('delivery_estimates/calculate', input ?? {}),
    enabled: input !== undefined,
    staleTime: 5 * 60_000,
  });
}

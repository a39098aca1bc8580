import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionOutput } from '../../shared/api/actionTable';
import { useApi } from '../apiContext';
import type { CallAction } from '../navigation/pageModule';

export type Order = ActionOutput<'my/order/details'>;

/** Under the /my_account keys, so placing or cancelling an order refreshes the account's list. */
export const orderKeys = {
  details: (orderId: number) => ['myAccount', 'order', orderId] as const,
  trackingUrl: (token: string, identifier?: string) =>
    ['shipments', 'trackingUrl', token, identifier ?? null] as const,
  shipmentStatus: (token: string, identifier?: string) =>
    ['shipments', 'status', token, identifier ?? null] as const,
};

export function orderDetailsQuery(call: CallAction, orderId: number) {
  return queryOptions({
    queryKey: orderKeys.details(orderId),
    queryFn: () => call('my/order/details', { orderId }),
  });
}

export function trackingUrlQuery(call: CallAction, token: string, identifier?: string) {
  return queryOptions({
    queryKey: orderKeys.trackingUrl(token, identifier),
    queryFn: () => call('my/shipments/tracking_url', { token, identifier }),
    staleTime: 5 * 60_000,
  });
}

/** Where a parcel is, by the token of the shipping mail (works signed out). */
export function shipmentStatusQuery(call: CallAction, token: string, identifier?: string) {
  return queryOptions({
    queryKey: orderKeys.shipmentStatus(token, identifier),
    queryFn: () => call('my/shipments/status', { token, identifier }),
    staleTime: 5 * 60_000,
  });
}

/** Cancels an order inside its change window; the answer is the order as it is now. */
export function useCancelOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, key }: { orderId: number; key: string }) =>
      api.call('my/order/cancel', { orderId }, { idempotencyKey: key }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.details(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ['myAccount', 'orders'] });
    },
  });
}

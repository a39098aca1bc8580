import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi } from '../apiContext';
import { useOutboxStatus } from '../offline/OutboxContext';
import { browserCartCache } from './cartCache';
import { cartKeys, cartQuery } from './cartQueries';
import { useCartOwner } from './useCartOwner';

/** The current visitor's cart (a guest's too), read from the device when offline. */
export function useCart() {
  const api = useApi();
  const queryClient = useQueryClient();
  const owner = useCartOwner() ?? 'pending';
  const { syncing, online } = useOutboxStatus();
  const wasSyncing = useRef(false);
  // Changes kept offline were shown as guesses; once the outbox has sent them, or the
  // connection is back, the server's cart (prices, discounts, shipping) replaces the guess.
  useEffect(() => {
    if (wasSyncing.current && !syncing) {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    }
    wasSyncing.current = syncing;
  }, [syncing, queryClient]);
  const wasOnline = useRef(online);
  useEffect(() => {
    if (!wasOnline.current && online)
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    wasOnline.current = online;
  }, [online, queryClient]);
  return useQuery({
    ...cartQuery(api.call, owner, browserCartCache),
    enabled: owner !== 'pending',
  });
}

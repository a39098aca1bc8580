import { useQuery } from '@tanstack/react-query';
import { useApi } from '../apiContext';
import { browserCartCache } from './cartCache';
import { cartQuery } from './cartQueries';
import { useCartOwner } from './useCartOwner';

/** The current visitor's cart (a guest's too), read from the device when offline. */
export function useCart() {
  const api = useApi();
  const owner = useCartOwner() ?? 'pending';
  return useQuery({
    ...cartQuery(api.call, owner, browserCartCache),
    enabled: owner !== 'pending',
  });
}

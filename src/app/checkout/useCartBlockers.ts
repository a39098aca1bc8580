import { useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '../../shared/api/actionTable';
import { useApi } from '../apiContext';
import type { Cart } from '../cart/cartCache';
import { preflightBlockersQuery } from './preflightBlockersQuery';

export type CartBlockers = ActionOutput<'my/cart/preflight_blockers'>['items'];

/**
 * The cart's blocked lines; undefined while not yet known, so Pay waits rather than guesses. A
 * failed ask names none: Pay's own preflight step still refuses a blocked design.
 */
export function useCartBlockers(cart: Cart): CartBlockers | undefined {
  const api = useApi();
  const blockers = useQuery(preflightBlockersQuery(api.call, cart));
  if (!cart.items.some((item) => item.projectId !== undefined)) return [];
  return blockers.isError ? [] : blockers.data?.items;
}

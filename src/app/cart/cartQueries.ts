import { queryOptions } from '@tanstack/react-query';
import { isConnectivityFailure } from '../../shared/errors';
import type { CallAction } from '../navigation/pageModule';
import type { Session } from '../state/session/sessionQuery';
import type { Cart, CartCache } from './cartCache';

/*
 * The cart's reads. Keys start with 'cart' and carry the owner: a guest who signs in gets the
 * merged cart of their account, never the guest copy still in the cache.
 */

export const cartKeys = {
  all: ['cart'] as const,
  show: (owner: string) => ['cart', 'show', owner] as const,
  preview: (owner: string) => ['cart', 'preview', owner] as const,
  couponHints: (owner: string) => ['cart', 'couponHints', owner] as const,
  crossSell: (owner: string) => ['cart', 'crossSell', owner] as const,
  envelopeOffers: (owner: string) => ['cart', 'envelopeOffers', owner] as const,
};

/** Whose cart this is: the user, or the guest's anonymous session. */
export function cartOwner(session: Session | undefined): string {
  if (session?.user) return `user:${session.user.id}`;
  return `guest:${session?.anonymousId ?? 'unknown'}`;
}

/** A cart read that says whether it came from this device's copy, for the offline notice. */
export type CartRead = Cart & { fromDevice?: { savedAt: number } };

/**
 * The cart from the server, kept on the device after every answer; when the server cannot be
 * reached the device's copy is shown instead (design.md 'Offline'), marked as such.
 */
export function cartQuery(call: CallAction, owner: string, cache?: CartCache) {
  return queryOptions({
    queryKey: cartKeys.show(owner),
    queryFn: async (): Promise<CartRead> => {
      try {
        const cart = await call('my/cart/show', {});
        void cache?.write(owner, cart);
        return cart;
      } catch (error) {
        if (!cache || !isConnectivityFailure(error)) throw error;
        const copy = await cache.read(owner);
        if (!copy) throw error;
        return { ...copy.cart, fromDevice: { savedAt: copy.savedAt } };
      }
    },
    // Prices and warnings change when a project changes: a cart is read fresh on each visit.
    staleTime: 0,
  });
}

export function cartPreviewQuery(call: CallAction, owner: string) {
  return queryOptions({
    queryKey: cartKeys.preview(owner),
    queryFn: () => call('my/cart/preview', {}),
    staleTime: 30_000,
  });
}

export function couponHintsQuery(call: CallAction, owner: string) {
  return queryOptions({
    queryKey: cartKeys.couponHints(owner),
    queryFn: () => call('my/cart/coupon_hints', {}),
  });
}

export function crossSellQuery(call: CallAction, owner: string) {
  return queryOptions({
    queryKey: cartKeys.crossSell(owner),
    queryFn: () => call('my/cart/recommended_cross_sell_items', {}),
    staleTime: 5 * 60_000,
  });
}

/** Envelopes matching the cart's cards; read again whenever the cart changes. */
export function envelopeOffersQuery(call: CallAction, owner: string) {
  return queryOptions({
    queryKey: cartKeys.envelopeOffers(owner),
    queryFn: () => call('my/cart/envelope_offers', {}),
  });
}

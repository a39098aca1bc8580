import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ConnectivityError, HttpStatusError } from '../../shared/errors';
import type { CallAction } from '../navigation/pageModule';
import type { CachedCart, Cart, CartCache } from './cartCache';
import { cartOwner, cartQuery } from './cartQueries';

const cart: Cart = {
  items: [],
  subtotalCents: 0,
  discountCents: 0,
  shippingCents: 0,
  taxCents: 0,
  totalCents: 0,
};

function memoryCache(): CartCache & { rows: Map<string, CachedCart> } {
  const rows = new Map<string, CachedCart>();
  return {
    rows,
    read: async (owner) => rows.get(owner),
    write: async (owner, value) => void rows.set(owner, { owner, cart: value, savedAt: 1 }),
    clear: async () => rows.clear(),
  };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('cart read', () => {
  it('keeps each answer on the device and shows it, marked, when offline', async () => {
    const cache = memoryCache();
    const online = vi.fn(async () => cart) as unknown as CallAction;
    await client().fetchQuery(cartQuery(online, 'user:7', cache));
    await vi.waitFor(() => expect(cache.rows.get('user:7')?.cart).toEqual(cart));

    const offline = vi.fn(async () => {
      throw new ConnectivityError();
    }) as unknown as CallAction;
    const read = await client().fetchQuery(cartQuery(offline, 'user:7', cache));
    expect(read).toEqual({ ...cart, fromDevice: { savedAt: 1 } });
  });

  it("never shows another owner's copy, nor a copy when the server refused", async () => {
    const cache = memoryCache();
    await cache.write('guest:a', cart);
    const offline = vi.fn(async () => {
      throw new ConnectivityError();
    }) as unknown as CallAction;
    await expect(client().fetchQuery(cartQuery(offline, 'user:7', cache))).rejects.toThrow();
    const refused = vi.fn(async () => {
      throw new HttpStatusError(403, {});
    }) as unknown as CallAction;
    await expect(client().fetchQuery(cartQuery(refused, 'guest:a', cache))).rejects.toThrow();
  });

  it('names the owner by user, or by the guest session', () => {
    expect(cartOwner({ anonymousId: 'x', csrfToken: 't', user: { id: 7 } } as never)).toBe(
      'user:7',
    );
    expect(cartOwner({ anonymousId: 'x', csrfToken: 't' } as never)).toBe('guest:x');
  });
});

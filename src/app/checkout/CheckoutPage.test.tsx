// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../apiContext';
import { cleanupRendered, renderInRouter } from '../testing/renderInRouter';
import CheckoutPage from './CheckoutPage';

afterEach(cleanupRendered);

const emptyCart = {
  items: [],
  subtotalCents: 0,
  discountCents: 0,
  shippingCents: 0,
  taxCents: 0,
  totalCents: 0,
};

function fakeApi() {
  const call = vi.fn(async (name: string, _payload?: unknown) => {
    if (name === 'my/sessions/current') return { anonymousId: 'anon-1', csrfToken: 'c' };
    if (name === 'my/pages/cart_add') return { cartItemId: 4, cart: emptyCart };
    throw new Error(`unexpected call ${name}`);
  });
  return { api: { call, setCsrfToken: vi.fn() } as unknown as ApiClient, call };
}

async function settle() {
  for (let i = 0; i < 4; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('CheckoutPage', () => {
  it("adds the project with the visit's campaign once, then goes to the cart", async () => {
    const { api, call } = fakeApi();
    const { router } = await renderInRouter(<CheckoutPage />, {
      url: '/checkout?pid=42&quantity=3&utm_source=mail&utm_campaign=xmas&collapsible_warnings=true',
      api,
    });
    await settle();
    const adds = call.mock.calls.filter(([name]) => name === 'my/pages/cart_add');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.[1]).toEqual({
      projectId: 42,
      cartItemId: undefined,
      productId: undefined,
      quantity: 3,
      viewKey: undefined,
      utmCampaign: 'xmas',
      utmMedium: undefined,
      utmSource: 'mail',
    });
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/checkout/cart?collapsible_warnings=true',
    );
  });

  it('goes straight to the cart when there is nothing to add', async () => {
    const { api, call } = fakeApi();
    const { router } = await renderInRouter(<CheckoutPage />, { url: '/checkout', api });
    await settle();
    expect(router.state.location.pathname).toBe('/checkout/cart');
    expect(call.mock.calls.some(([name]) => name === 'my/pages/cart_add')).toBe(false);
  });
});

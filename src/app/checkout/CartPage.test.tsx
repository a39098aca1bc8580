// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectivityError, HttpStatusError } from '../../shared/errors';
import type { ApiClient } from '../apiContext';
import type { Cart } from '../cart/cartCache';
import { PENDING_COUPON_KEY } from '../cart/pendingCoupon';
import { cleanupRendered, renderInRouter } from '../testing/renderInRouter';
import CartPage from './CartPage';

// Braintree's hosted fields need Braintree's own servers (their iframes come from
// assets.braintreegateway.com): the page's side is tested against this stand-in of braintree-web.
const hostedFields = vi.hoisted(() => ({
  created: [] as { fields: Record<string, { container: string }> }[],
  tokenize: vi.fn(async () => ({ nonce: 'tokencc_hosted', details: { lastFour: '1111' } })),
}));
vi.mock('braintree-web/client', () => ({
  create: vi.fn(async (options: { authorization: string }) => ({
    authorization: options.authorization,
    teardown: async () => {},
  })),
}));
vi.mock('braintree-web/hosted-fields', () => ({
  create: vi.fn(async (options: { fields: Record<string, { container: string }> }) => {
    hostedFields.created.push(options);
    return { tokenize: hostedFields.tokenize, teardown: async () => {} };
  }),
}));

afterEach(cleanupRendered);
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const signedIn = {
  anonymousId: 'anon-1',
  csrfToken: 'csrf-1',
  user: { id: 7, email: 'ada@example.com', firstName: 'Ada' },
};

const baseCart: Cart = {
  items: [
    {
      id: 11,
      projectId: 5,
      productId: 3,
      name: 'Holiday card, 5×7',
      quantity: 25,
      unitPriceCents: 199,
      totalCents: 4975,
      warnings: ['A photo on the front is blurry when printed.'],
    },
  ],
  shippingAddressId: 21,
  shippingOptionId: 2,
  subtotalCents: 4975,
  discountCents: 0,
  shippingCents: 799,
  taxCents: 0,
  totalCents: 5774,
};

const address = {
  id: 21,
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '1 Analytical Way',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
  country: 'US',
  isDefault: true,
};

type Handler = (payload: Record<string, unknown>, options?: { idempotencyKey?: string }) => unknown;

function fakeApi(overrides: Record<string, Handler> = {}, cart: Cart = baseCart) {
  const handlers: Record<string, Handler> = {
    'my/sessions/current': () => signedIn,
    'my/cart/show': () => cart,
    'my/cart/coupon_hints': () => ({ hints: ['Spend $10 more for free shipping.'] }),
    'my/cart/recommended_cross_sell_items': () => ({ items: [] }),
    'my/cart/preview': () => ({ itemCount: cart.items.length, subtotalCents: cart.subtotalCents }),
    'my/addresses/list': () => ({ items: [address], total: 1 }),
    'my/cart/shipping_options': () => ({
      estimates: [
        {
          shippingOptionId: 2,
          name: 'Standard',
          minDays: 3,
          maxDays: 5,
          priceCents: 799,
          arrivesBy: '2026-12-04',
        },
      ],
    }),
    'my/cart/preflight_blockers': () => ({ items: [] }),
    'my/credit_cards': () => ({ items: [] }),
    banners: () => ({
      items: [{ id: 1, text: 'Sending cards? Add printed envelopes.', url: '/cards/all' }],
    }),
    ...overrides,
  };
  const call = vi.fn(
    async (
      name: string,
      payload: Record<string, unknown>,
      options?: { idempotencyKey?: string },
    ) => {
      const handler = handlers[name];
      if (!handler) throw new Error(`unexpected call ${name}`);
      return handler(payload, options);
    },
  );
  return { api: { call, setCsrfToken: vi.fn() } as unknown as ApiClient, call };
}

async function settle() {
  for (let i = 0; i < 4; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

function type(container: HTMLElement, name: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function button(container: HTMLElement, text: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) =>
    b.textContent?.includes(text),
  );
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

const callsOf = (call: ReturnType<typeof vi.fn>, name: string) =>
  call.mock.calls.filter(([n]) => n === name);

describe('CartPage', () => {
  it('shows the items, their warnings folded when asked, the totals and the hints', async () => {
    const { api } = fakeApi();
    const { container } = await renderInRouter(<CartPage />, {
      url: '/checkout/cart?collapsible_warnings=true',
      api,
    });
    await settle();
    expect(container.textContent).toContain('Holiday card, 5×7');
    expect(container.querySelector('[data-testid="cart-total"]')?.textContent).toBe('$57.74');
    expect(container.querySelector('details')?.open).toBe(false);
    expect(container.textContent).toContain('1 thing to check before printing');
    expect(container.textContent).toContain('Spend $10 more for free shipping.');
    expect(container.textContent).toContain('Arrives by Fri, Dec 4');
    // The shop's banner for the cart, as a link to where it leads.
    const offers = container.querySelector('[aria-label="Offers"]');
    expect(offers?.querySelector('a')?.getAttribute('href')).toBe('/cards/all');
    expect(offers?.textContent).toBe('Sending cards? Add printed envelopes.');
  });

  it('names each blocked design with its way to the editor, and offers no Pay until fixed', async () => {
    const { api } = fakeApi({
      'my/cart/preflight_blockers': () => ({
        items: [
          {
            cartItemId: 11,
            projectId: 5,
            name: 'Holiday card, 5×7',
            blockers: [
              { id: 'missingPhoto:front:p1:', message: 'A photo is no longer in your library.' },
            ],
          },
        ],
      }),
    });
    const { container } = await renderInRouter(<CartPage />, { url: '/checkout/cart', api });
    await settle();
    const section = container.querySelector('[aria-labelledby="blockers-title"]');
    expect(section?.textContent).toContain('Fix before you order');
    expect(section?.textContent).toContain('Holiday card, 5×7');
    expect(section?.textContent).toContain('A photo is no longer in your library.');
    const fix = [...(section?.querySelectorAll('a') ?? [])].find((a) =>
      a.textContent?.startsWith('Fix in editor'),
    );
    expect(fix?.getAttribute('href')).toBe('/editor?pid=5');
    expect(container.querySelector('[data-testid="pay-blocked"]')).not.toBeNull();
    expect(container.textContent).not.toContain('Place order');
  });

  it('applies the coupon claimed before sign-in and forgets it once applied', async () => {
    window.localStorage.setItem(
      PENDING_COUPON_KEY,
      JSON.stringify({ code: 'WELCOME10', claimedAt: '2026-11-24T10:00:00Z' }),
    );
    const { api, call } = fakeApi({
      'my/cart/set_coupon': (input) => ({
        ...baseCart,
        couponCode: input.code,
        discountCents: 498,
        totalCents: 5276,
      }),
    });
    const { container } = await renderInRouter(<CartPage />, { url: '/checkout/cart', api });
    await settle();
    expect(callsOf(call, 'my/cart/set_coupon')[0]?.[1]).toEqual({ code: 'WELCOME10' });
    expect(window.localStorage.getItem(PENDING_COUPON_KEY)).toBeNull();
    expect(container.textContent).toContain('Your offer WELCOME10 was applied.');
    expect(container.textContent).toContain('Discount (WELCOME10)');
  });

  it("says why a code does not apply, in the server's words", async () => {
    const { api } = fakeApi({
      'my/cart/set_coupon': () => {
        throw new HttpStatusError(422, {
          error: { code: 'coupon_expired', message: 'SPRING ended on March 31, 2026.' },
        });
      },
    });
    const { container } = await renderInRouter(<CartPage />, { url: '/checkout/cart', api });
    await settle();
    type(container, 'coupon', 'spring');
    await act(async () => button(container, 'Apply').click());
    await settle();
    const message = container.querySelector('[data-testid="coupon-message"]');
    expect(message?.getAttribute('role')).toBe('alert');
    expect(message?.textContent).toBe('SPRING ended on March 31, 2026.');
  });

  it('pays with a sandbox nonce, never the card number, and goes to the confirmation', async () => {
    const { api, call } = fakeApi({
      'my/payment/order': () => ({ orderId: 901, number: 'PS-000901' }),
    });
    const { container, router } = await renderInRouter(<CartPage />, {
      url: '/checkout/cart',
      api,
    });
    await settle();
    type(container, 'cardnumber', '4111 1111 1111 1111');
    type(container, 'cc-exp', '12/30');
    type(container, 'cvc', '123');
    await act(async () => button(container, 'Place order').click());
    await settle();
    const [order] = callsOf(call, 'my/payment/order');
    expect(order?.[1]).toEqual({
      creditCardId: undefined,
      paymentMethodNonce: 'sandbox-nonce:approved:Visa:1111:12/2030',
      expectedTotalCents: 5774,
    });
    expect(order?.[2]?.idempotencyKey).toMatch(/^order-/);
    expect(JSON.stringify(call.mock.calls)).not.toContain('4111111111111111');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/checkout/confirm?oid=901',
    );
  });

  it('lists the warnings accepted in the editor apart, folded, as not blocking', async () => {
    const accepted: Cart = {
      ...baseCart,
      items: [
        {
          ...baseCart.items[0]!,
          warnings: [],
          acceptedWarnings: ['A photo on the front is blurry when printed.'],
          options: [{ label: 'Size', value: '5 × 7 in' }],
        },
      ],
    };
    const { api } = fakeApi({}, accepted);
    const { container } = await renderInRouter(<CartPage />, { url: '/checkout/cart', api });
    await settle();
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('Checked: 1 accepted as it is');
    expect(details?.textContent).toContain('You accepted these as they are:');
    expect(container.querySelector('ul[aria-label="Options"]')?.textContent).toBe('Size: 5 × 7 in');
    expect(button(container, 'Place order').hasAttribute('disabled')).toBe(false);
  });

  it('on Braintree, pays with the nonce of the hosted fields and shows no card inputs of its own', async () => {
    const { api, call } = fakeApi({
      payment_method: () => ({ gatewayId: 3, methods: ['card'], cardForm: 'braintree' }),
      'payment_method/braintree_client_token': () => ({ clientToken: 'client-token-1' }),
      'my/payment/order': () => ({ orderId: 902, number: 'PS-000902' }),
    });
    const { container, router } = await renderInRouter(<CartPage />, {
      url: '/checkout/cart',
      api,
    });
    await settle();
    await settle();
    expect(container.querySelector('input[name="cardnumber"]')).toBeNull();
    const made = hostedFields.created.at(-1);
    expect(made?.fields.number?.container).toBe('#bt-card-number');
    expect(container.querySelector('#bt-card-number')).not.toBeNull();
    // A card the processor cannot read: its fields say so, nothing is ordered.
    hostedFields.tokenize.mockRejectedValueOnce(
      Object.assign(new Error('invalid'), { details: { invalidFieldKeys: ['number'] } }),
    );
    await act(async () => button(container, 'Place order').click());
    await settle();
    expect(container.textContent).toContain('Enter the card number as printed on the card.');
    expect(callsOf(call, 'my/payment/order')).toHaveLength(0);
    await act(async () => button(container, 'Place order').click());
    await settle();
    const [order] = callsOf(call, 'my/payment/order');
    expect(order?.[1]).toMatchObject({ paymentMethodNonce: 'tokencc_hosted' });
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/checkout/confirm?oid=902',
    );
  });

  it('keeps the cart and says why when the card is declined; a retry is a new attempt', async () => {
    const { api, call } = fakeApi({
      'my/payment/order': () => {
        throw new HttpStatusError(402, {
          error: { code: 'payment_declined', message: 'The card was declined.' },
        });
      },
    });
    const { container, router } = await renderInRouter(<CartPage />, {
      url: '/checkout/cart',
      api,
    });
    await settle();
    type(container, 'cardnumber', '4000000000000002');
    type(container, 'cc-exp', '12/30');
    type(container, 'cvc', '123');
    await act(async () => button(container, 'Place order').click());
    await settle();
    expect(container.querySelector('[data-testid="payment-error"]')?.textContent).toContain(
      'Your card was declined',
    );
    expect(router.state.location.pathname).toBe('/checkout/cart');
    expect(container.textContent).toContain('Holiday card, 5×7');
    await act(async () => button(container, 'Place order').click());
    await settle();
    const keys = callsOf(call, 'my/payment/order').map(([, , options]) => options?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends the same key again after a lost answer, so the order is placed once', async () => {
    let first = true;
    const { api, call } = fakeApi({
      'my/payment/order': () => {
        if (first) {
          first = false;
          throw new ConnectivityError();
        }
        return { orderId: 902, number: 'PS-000902' };
      },
    });
    const { container } = await renderInRouter(<CartPage />, { url: '/checkout/cart', api });
    await settle();
    type(container, 'cardnumber', '4111111111111111');
    type(container, 'cc-exp', '12/30');
    type(container, 'cvc', '123');
    await act(async () => button(container, 'Place order').click());
    await settle();
    expect(container.querySelector('[data-testid="payment-error"]')?.textContent).toContain(
      'only once',
    );
    await act(async () => button(container, 'Place order').click());
    await settle();
    const keys = callsOf(call, 'my/payment/order').map(([, , options]) => options?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows the order placed, with a link to it, when the answer was lost and the cart reloaded', async () => {
    // The press whose answer was lost, as the tab kept it.
    window.sessionStorage.setItem(
      'printshop.orderAttempt',
      JSON.stringify({ fingerprint: '[null,"n",false,5774]', key: 'order-lost', settled: false }),
    );
    const emptied: Cart = {
      ...baseCart,
      items: [],
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      placedOrder: { orderId: 901, number: 'PS-000901' },
    };
    const { api } = fakeApi({}, emptied);
    const { container } = await renderInRouter(<CartPage />, { url: '/checkout/cart', api });
    await settle();
    expect(container.textContent).toContain('Your order PS-000901 was placed');
    expect(container.textContent).not.toContain('Your cart is empty');
    const link = [...container.querySelectorAll('a')].find((a) =>
      a.textContent?.includes('See order PS-000901'),
    );
    expect(link?.getAttribute('href')).toBe('/checkout/confirm?oid=901');
    // Answered now: the next order is a new attempt with a new key.
    expect(window.sessionStorage.getItem('printshop.orderAttempt')).toBeNull();
  });

  it('says the cart is empty when no order was placed lately', async () => {
    const { api } = fakeApi({}, { ...baseCart, items: [], totalCents: 0 });
    const { container } = await renderInRouter(<CartPage />, { url: '/checkout/cart', api });
    await settle();
    expect(container.textContent).toContain('Your cart is empty');
    expect(container.textContent).not.toContain('was placed');
  });

  it('refuses a number that is not a sandbox test card without calling the server', async () => {
    const { api, call } = fakeApi();
    const { container } = await renderInRouter(<CartPage />, { url: '/checkout/cart', api });
    await settle();
    type(container, 'cardnumber', '4242424242424242');
    type(container, 'cc-exp', '12/30');
    type(container, 'cvc', '123');
    await act(async () => button(container, 'Place order').click());
    await settle();
    expect(container.textContent).toContain('This is the sandbox: use one of the test cards');
    expect(callsOf(call, 'my/payment/order')).toHaveLength(0);
  });

  it("shows a guest's cart and asks them to sign in to check out", async () => {
    const { api } = fakeApi({
      'my/sessions/current': () => ({ anonymousId: 'anon-9', csrfToken: 'c' }),
    });
    const { container } = await renderInRouter(<CartPage />, { url: '/checkout/cart', api });
    await settle();
    expect(container.textContent).toContain('Holiday card, 5×7');
    expect(container.textContent).toContain('Sign in or create an account to ship and pay');
    expect(container.querySelector('a[href^="/account/login"]')?.getAttribute('href')).toBe(
      '/account/login?return_to=%2Fcheckout%2Fcart',
    );
  });
});

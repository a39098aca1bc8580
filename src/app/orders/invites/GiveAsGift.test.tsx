// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../apiContext';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import { GiveAsGift } from './GiveAsGift';

afterEach(cleanupRendered);

function fakeApi(session: object) {
  const call = vi.fn(async (name: string, _payload: unknown) => {
    if (name === 'my/sessions/current') return session;
    if (name === 'purchase_invite') return { code: 'GIFT-1', cartItemId: 5 };
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

const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);

function type(input: HTMLInputElement | null | undefined, value: string) {
  if (!input) throw new Error('no input');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('GiveAsGift', () => {
  it('adds the gift for the address given to the cart and goes there', async () => {
    const { api, call } = fakeApi({
      anonymousId: 'a',
      csrfToken: 'c',
      user: { id: 7, email: 'ada@example.com', firstName: 'Ada' },
    });
    const { container, router } = await renderInRouter(
      <GiveAsGift productTypeId={1} name="Photo books" />,
      { url: '/products', api },
    );
    await settle();
    await act(async () => buttonIn(container, 'Give as a gift')?.click());
    await settle();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Give photo books as a gift');
    type(dialog?.querySelector<HTMLInputElement>('input[name="email"]'), ' grace@example.com ');
    type(dialog?.querySelector<HTMLInputElement>('input[name="message"]'), 'Happy birthday!');
    await act(async () => (dialog && buttonIn(dialog, 'Add the gift to my cart'))?.click());
    await settle();
    const gifts = call.mock.calls.filter(([name]) => name === 'purchase_invite');
    expect(gifts).toHaveLength(1);
    expect(gifts[0]?.[1]).toEqual({
      email: 'grace@example.com',
      productTypeId: 1,
      message: 'Happy birthday!',
    });
    expect(router.state.location.pathname).toBe('/checkout/cart');
  });

  it('asks a guest to sign in first, and sends nothing', async () => {
    const { api, call } = fakeApi({ anonymousId: 'a', csrfToken: 'c' });
    const { container } = await renderInRouter(
      <GiveAsGift productTypeId={1} name="Photo books" />,
      {
        url: '/products',
        api,
      },
    );
    await settle();
    await act(async () => buttonIn(container, 'Give as a gift')?.click());
    await settle();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Sign in to send a gift');
    expect(dialog?.querySelector('a')?.getAttribute('href')).toBe(
      '/account/login?return_to=%2Fproducts',
    );
    expect(call.mock.calls.some(([name]) => name === 'purchase_invite')).toBe(false);
  });
});

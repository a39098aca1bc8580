// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpStatusError } from '../../shared/errors';
import type { ApiClient } from '../apiContext';
import { cleanupRendered, renderInRouter } from '../testing/renderInRouter';
import OrderPage from './OrderPage';
import TrackShipmentPage from './TrackShipmentPage';

afterEach(cleanupRendered);

const signedIn = {
  anonymousId: 'anon-1',
  csrfToken: 'csrf-1',
  user: { id: 7, email: 'ada@example.com', firstName: 'Ada' },
};

const order = {
  id: 901,
  number: 'PS-000901',
  state: 'placed',
  placedAt: '2026-11-25T18:00:00Z',
  totalCents: 5774,
  itemCount: 1,
  items: [{ id: 1, productId: 3, name: 'Holiday card', quantity: 25, totalCents: 4975 }],
  subtotalCents: 4975,
  discountCents: 0,
  shippingCents: 799,
  taxCents: 0,
  shipments: [],
  canCancel: true,
};

function fakeApi(handlers: Record<string, (payload: unknown) => unknown>) {
  const call = vi.fn(async (name: string, payload: unknown, _options?: unknown) => {
    if (name === 'my/sessions/current') return signedIn;
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(payload);
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

describe('OrderPage', () => {
  it('cancels inside the change window, after asking, and shows the cancelled order', async () => {
    const { api, call } = fakeApi({
      'my/order/details': () => order,
      'my/order/cancel': () => ({ ...order, state: 'cancelled', canCancel: false }),
    });
    const { container } = await renderInRouter(<OrderPage />, {
      url: '/my_account/order?oid=901',
      api,
    });
    await settle();
    expect(container.querySelector('h1')?.textContent).toBe('Order PS-000901');
    expect(container.querySelector('[aria-current="step"]')?.textContent).toBe('Placed');
    await act(async () => buttonIn(container, 'Cancel order')?.click());
    await settle();
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Cancel order PS-000901?');
    expect(call.mock.calls.some(([name]) => name === 'my/order/cancel')).toBe(false);
    await act(async () => (dialog && buttonIn(dialog, 'Cancel order'))?.click());
    await settle();
    const cancels = call.mock.calls.filter(([name]) => name === 'my/order/cancel');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.[1]).toEqual({ orderId: 901 });
    expect(container.textContent).toContain('This order was cancelled.');
    expect(buttonIn(container, 'Cancel order')).toBeUndefined();
  });

  it('says a locked order can no longer be changed', async () => {
    const { api } = fakeApi({
      'my/order/details': () => ({ ...order, state: 'printing', canCancel: false }),
    });
    const { container } = await renderInRouter(<OrderPage />, {
      url: '/my_account/order?oid=901&no_header=true',
      api,
    });
    await settle();
    expect(container.textContent).toContain('locked for production');
    expect(buttonIn(container, 'Cancel order')).toBeUndefined();
  });
});

describe('TrackShipmentPage', () => {
  it("shows the parcel's steps, carrier and dates from the mail's token, signed out", async () => {
    const { api, call } = fakeApi({
      'my/shipments/status': () => ({
        orderNumber: 'PS-2026-000042',
        state: 'shipped',
        carrier: 'Sandbox Post',
        trackingNumber: 'SBX1',
        trackingUrl: 'https://carrier.example/track/SBX1',
        steps: [
          { step: 'placed', done: true, at: '2026-11-20T10:00:00Z' },
          { step: 'printing', done: true, at: '2026-11-20T11:00:00Z' },
          { step: 'shipped', done: true, at: '2026-11-21T11:00:00Z' },
          { step: 'delivered', done: false },
        ],
        arrivesBy: '2026-11-25',
      }),
    });
    const { container } = await renderInRouter(<TrackShipmentPage />, {
      url: '/my/shipments/SBX1/track?token=abc',
      api,
    });
    await settle();
    expect(call.mock.calls.find(([name]) => name === 'my/shipments/status')?.[1]).toEqual({
      token: 'abc',
      identifier: 'SBX1',
    });
    const steps = [...container.querySelectorAll('ol[aria-label="Parcel progress"] li')];
    expect(steps.map((li) => li.textContent)).toEqual([
      'OrderedFri, Nov 20',
      'PrintedFri, Nov 20',
      'Handed to the carrierSat, Nov 21',
      'Delivered (not yet)',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(container.textContent).toContain('should arrive by Wed, Nov 25');
    expect(container.textContent).toContain('Sandbox Post');
    expect(container.textContent).toContain('SBX1');
    const link = container.querySelector('a[target="_blank"]');
    expect(link?.getAttribute('href')).toBe('https://carrier.example/track/SBX1');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says plainly when the link is not valid any more', async () => {
    const { api } = fakeApi({
      'my/shipments/status': () => {
        throw new HttpStatusError(404, {});
      },
    });
    const { container } = await renderInRouter(<TrackShipmentPage />, {
      url: '/my/shipments/track?token=old',
      api,
    });
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'This tracking link is not valid any more',
    );
  });
});

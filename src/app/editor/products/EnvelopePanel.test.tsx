// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { renderSurface } from '../../../shared/render/renderSurface';
import { svgToString } from '../../../shared/render/svgNode';
import type { ApiClient } from '../../apiContext';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import { byLabel, press } from '../panels/testing/panelHarness';
import { EnvelopePanel } from './EnvelopePanel';
import { productEngine } from './testing/productEngine';

afterEach(cleanupRendered);

const book = [
  {
    id: 1,
    firstName: 'Ann',
    lastName: 'Rivera',
    line1: '1 Oak Road',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62704',
    country: 'US',
    isDefault: true,
  },
  {
    id: 2,
    firstName: 'Bo',
    lastName: 'Chen',
    line1: '2 Elm Street',
    city: 'Portland',
    state: 'OR',
    postalCode: '97205',
    country: 'US',
    isDefault: false,
  },
  {
    id: 3,
    firstName: 'Cy',
    lastName: 'Okafor',
    line1: '3 Pine Lane',
    city: 'Austin',
    state: 'TX',
    postalCode: '73301',
    country: 'US',
    isDefault: false,
  },
];

function fakeApi() {
  const saved = [...book];
  const call = vi.fn(async (name: string, payload: Record<string, unknown>) => {
    if (name === 'my/addresses/list') return { items: saved, total: saved.length };
    if (name === 'my/addresses/create') {
      const address = { id: 4, isDefault: false, ...payload };
      saved.push(address as (typeof book)[number]);
      return address;
    }
    throw new Error(`unexpected call ${name}`);
  });
  return { call, setCsrfToken: vi.fn() } as unknown as ApiClient;
}

async function settle() {
  for (let i = 0; i < 4; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

function type(input: HTMLInputElement | null | undefined, value: string) {
  if (!input) throw new Error('no input');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const envelope = () => productEngine(PRODUCT_TYPE_ID.envelope, ['5x7']);
const checkbox = (label: RegExp) =>
  [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((box) =>
    label.test(box.closest('label')?.textContent ?? ''),
  );

describe('EnvelopePanel', () => {
  it('addresses one envelope per chosen address: search, select all, untick, and the count follows', async () => {
    const engine = envelope();
    const { container } = await renderInRouter(<EnvelopePanel engine={engine} userId={1} />, {
      url: '/editor',
      api: fakeApi(),
    });
    await settle();
    expect(container.textContent).toMatch(/No recipients chosen/);
    await press(byLabel(container, 'button', /^Select all$/));
    let doc = engine.getSnapshot().doc;
    expect(doc.options.envelope?.recipients.map((r) => r.lines[0])).toEqual([
      'Ann Rivera',
      'Bo Chen',
      'Cy Okafor',
    ]);
    expect(doc.surfaceOrder).toEqual(['front-1', 'front-2', 'front-3', 'flap']);
    expect(doc.options.quantity).toBe(3);
    expect(container.textContent).toMatch(/3 chosen: 3 printed envelopes/);
    expect(
      svgToString(renderSurface(doc, 'front-2', { mode: 'preview', photos: () => undefined })),
    ).toContain('2 Elm Street');

    await act(async () => checkbox(/Bo Chen/)?.click());
    doc = engine.getSnapshot().doc;
    expect(doc.options.envelope?.recipients.map((r) => r.addressId)).toEqual([1, 3]);
    expect(doc.options.quantity).toBe(2);

    type(container.querySelector<HTMLInputElement>('input[type="search"]'), 'portland');
    expect(checkbox(/Ann Rivera/)).toBeUndefined();
    expect(checkbox(/Bo Chen/)).toBeDefined();
    await press(byLabel(container, 'button', /^Select all found$/));
    expect(engine.getSnapshot().doc.options.envelope?.recipients.map((r) => r.addressId)).toEqual([
      1, 2, 3,
    ]);
    await press(byLabel(container, 'button', /^Clear$/));
    expect(engine.getSnapshot().doc.surfaceOrder).toEqual(['front', 'flap']);
  }, 30_000);

  it('sets the lettering from the nine families and eight colours, and the return address', async () => {
    const engine = envelope();
    const { container } = await renderInRouter(<EnvelopePanel engine={engine} userId={1} />, {
      url: '/editor',
      api: fakeApi(),
    });
    await settle();
    await press(byLabel(container, 'button', /Helvetica Neue/));
    const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
    expect(options).toHaveLength(9);
    const lilly = options.find((o) => o.textContent === 'Lilly');
    expect(lilly?.style.fontFamily).toMatch(/Great Vibes/);
    await press(lilly);
    await act(async () => byLabel(container, 'input[type="radio"]', /^Red$/)?.click());
    expect(
      container.querySelectorAll('[role="radiogroup"]')[1]?.querySelectorAll('input'),
    ).toHaveLength(8);
    await press(byLabel(container, 'button', /None chosen/));
    await press(byLabel(document.body, '[role="option"]', /^Bo Chen/));
    const doc = engine.getSnapshot().doc;
    expect(doc.options.envelope).toMatchObject({
      fontFamily: 'Lilly',
      colorName: 'Red',
      returnAddress: { addressId: 2, lines: ['Bo Chen', '2 Elm Street', 'Portland, OR 97205'] },
    });
    const flap = svgToString(
      renderSurface(doc, 'flap', { mode: 'preview', photos: () => undefined }),
    );
    expect(flap).toContain('Great Vibes');
    expect(flap).toContain('#c62828');
  }, 30_000);

  it('asks a guest to sign in to use an address book', async () => {
    const { container } = await renderInRouter(<EnvelopePanel engine={envelope()} />, {
      url: '/editor',
    });
    expect(container.textContent).toMatch(/Sign in to address your envelopes/);
  });
});

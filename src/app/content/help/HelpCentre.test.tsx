// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../apiContext';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import { HelpCentre } from './HelpCentre';

afterEach(cleanupRendered);

const categories = [
  { key: 'shipping', label: 'Shipping and delivery', count: 1 },
  { key: 'returns', label: 'Returns and reprints', count: 1 },
];
const article = {
  id: 1,
  slug: 'track-my-order',
  category: 'shipping',
  title: 'How do I track my order?',
  excerpt: 'When your order ships we email a tracking link.',
  body: 'When your order ships we email a tracking link.',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function fakeApi() {
  const call = vi.fn(async (name: string, payload: Record<string, unknown>) => {
    if (name === 'mixie') {
      return payload.q === 'nothing'
        ? { items: [], total: 0, categories }
        : { items: [article], total: 1, categories };
    }
    if (name === 'kustomer') return { enabled: true };
    throw new Error(`unexpected ${name}`);
  });
  return { api: { call, setCsrfToken: () => {} } as unknown as ApiClient, call };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('HelpCentre', () => {
  it('lists articles with their topics and searches as the visitor types', async () => {
    const errors = vi.spyOn(console, 'error');
    const { api, call } = fakeApi();
    const { container } = await renderInRouter(<HelpCentre />, { api });
    await settle();
    expect(container.querySelector('summary')?.textContent).toBe('How do I track my order?');
    expect(container.querySelector('details')?.textContent).toContain('tracking link');
    expect([...container.querySelectorAll('fieldset button')].map((b) => b.textContent)).toEqual([
      'All topics',
      'Shipping and delivery 1',
      'Returns and reprints 1',
    ]);
    const search = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        search,
        'nothing',
      );
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle();
    expect(call).toHaveBeenCalledWith('mixie', { perPage: 50, q: 'nothing' });
    expect(container.textContent).toContain('No article matches');
    expect(errors).not.toHaveBeenCalled();
  });
});

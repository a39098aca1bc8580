// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../apiContext';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import CustomerReviewsPage from './CustomerReviewsPage';

afterEach(cleanupRendered);

function review(id: number) {
  return {
    id,
    rating: (id % 5) + 1,
    title: `Review ${id}`,
    body: 'Lovely colours.',
    authorName: 'Ada L.',
    productTypeId: 1,
    reviewedAt: '2026-11-18T15:00:00.000Z',
    verifiedOrder: id % 2 === 0,
  };
}

/** The content store's entry for the page: its words around the live list. */
const entry = {
  title: 'Customer reviews',
  sections: [
    { type: 'hero', title: 'Twelve thousand stories, printed', text: 'Honest reviews.' },
    { type: 'text', title: 'Made something with us?', paragraphs: ['Tell other customers.'] },
  ],
};

function fakeApi() {
  const call = vi.fn(async (name: string, payload: { page?: number }) => {
    if (name === 'landing_pages') return entry;
    const page = payload.page ?? 1;
    return {
      items: Array.from({ length: 10 }, (_, i) => review((page - 1) * 10 + i + 1)),
      total: 23,
      summary: { count: 23, average: 4.4, histogram: [1, 1, 3, 6, 12] },
    };
  });
  return { api: { call, setCsrfToken: () => {} } as unknown as ApiClient, call };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** The entry first, then the list under it: settles until the list has landed. */
async function settleUntil(container: HTMLElement, text: string) {
  for (let turn = 0; turn < 50 && !container.textContent?.includes(text); turn += 1) await settle();
}

describe('CustomerReviewsPage', () => {
  it('shows the summary and a page of reviews, and asks for the next page', async () => {
    const errors = vi.spyOn(console, 'error');
    const { api, call } = fakeApi();
    const { container, router } = await renderInRouter(<CustomerReviewsPage />, {
      url: '/l/customer-reviews',
      api,
    });
    await settleUntil(container, 'Showing');
    // The entry's hero holds the h1; the list sits under it, the entry's other words after it.
    expect(container.querySelector('h1')?.textContent).toBe('Twelve thousand stories, printed');
    const text = container.textContent ?? '';
    expect(text.indexOf('Showing 1–10')).toBeGreaterThan(text.indexOf('Twelve thousand'));
    expect(text.indexOf('Made something with us?')).toBeGreaterThan(text.indexOf('Showing 1–10'));
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      '4.4 out of 5 stars',
    );
    expect(container.querySelectorAll('ol article')).toHaveLength(10);
    expect(container.textContent).toContain('Showing 1–10 of 23 reviews');
    expect(container.textContent).toContain('Page 1 of 3');
    const next = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Next');
    await act(async () => {
      next?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      next?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      next?.click();
    });
    await settle();
    expect(call).toHaveBeenLastCalledWith('reviews', { page: 2, perPage: 10 });
    expect(container.textContent).toContain('Showing 11–20 of 23 reviews');
    // The page is in the address, so back returns to the first page.
    expect(router.state.location.search).toBe('?page=2');
    await act(async () => router.navigate(-1));
    await settleUntil(container, 'Showing 1–');
    expect(container.textContent).toContain('Showing 1–10 of 23 reviews');
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads its filters and page from the address', async () => {
    const errors = vi.spyOn(console, 'error');
    const { api, call } = fakeApi();
    const { container } = await renderInRouter(<CustomerReviewsPage />, {
      url: '/l/customer-reviews?product=1&rating=5&page=3',
      api,
    });
    await settleUntil(container, 'Page 3');
    expect(call).toHaveBeenCalledWith('reviews', {
      productTypeId: 1,
      rating: 5,
      page: 3,
      perPage: 10,
    });
    expect(container.textContent).toContain('Page 3 of 3');
    expect(errors).not.toHaveBeenCalled();
  });
});

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

function fakeApi() {
  const call = vi.fn(async (_name: string, payload: { page?: number }) => {
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

describe('CustomerReviewsPage', () => {
  it('shows the summary and a page of reviews, and asks for the next page', async () => {
    const errors = vi.spyOn(console, 'error');
    const { api, call } = fakeApi();
    const { container } = await renderInRouter(<CustomerReviewsPage />, {
      url: '/l/customer-reviews',
      api,
    });
    await settle();
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      '4.4 out of 5 stars',
    );
    expect(container.querySelectorAll('article')).toHaveLength(10);
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
    expect(errors).not.toHaveBeenCalled();
  });
});

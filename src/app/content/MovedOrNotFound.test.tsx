// @vitest-environment happy-dom

import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../apiContext';
import { cleanupRendered, renderInRouter } from '../testing/renderInRouter';
import { MovedOrNotFound } from './MovedOrNotFound';

afterEach(cleanupRendered);

const redirects: Record<string, { to: string; permanent: boolean }> = {
  '/spring-sale': { to: '/printshop-coupons', permanent: false },
};

const api: ApiClient = {
  call: ((name: string, payload: { path: string }) => {
    if (name !== 'content_redirects') return Promise.reject(new Error(`unexpected ${name}`));
    const found = redirects[payload.path];
    return found ? Promise.resolve(found) : Promise.reject(new Error('404'));
  }) as ApiClient['call'],
  setCsrfToken: () => {},
};

async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('MovedOrNotFound', () => {
  it('follows a stored redirect inside the app, keeping the query', async () => {
    const { router } = await renderInRouter(<MovedOrNotFound />, {
      url: '/spring-sale?utm_source=mail',
      api,
    });
    await settle();
    expect(router.state.location.pathname).toBe('/printshop-coupons');
    expect(router.state.location.search).toBe('?utm_source=mail');
  });

  it('shows the not-found page when the path has no redirect', async () => {
    const { container, router } = await renderInRouter(<MovedOrNotFound />, {
      url: '/nothing-here',
      api,
    });
    await settle();
    expect(router.state.location.pathname).toBe('/nothing-here');
    expect(container.textContent).toContain('find that page');
  });
});

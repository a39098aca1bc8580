import { QueryClient } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ApiClient } from '../apiContext';
import { Providers } from '../providers';
import { RouterNavigation } from '../routing/routerNavigation';

// React only checks act() use when this flag is set (as testing libraries do).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; container: HTMLElement }[] = [];

export interface RenderOptions {
  url?: string;
  api?: ApiClient;
  queryClient?: QueryClient;
}

/** An API client whose every call fails; tests pass their own when a call matters. */
export const unusedApi: ApiClient = {
  call: () => Promise.reject(new Error('no API in this test')),
  setCsrfToken: () => {},
};

/** Renders UI inside a memory router, the API context and a fresh query client. */
export async function renderInRouter(ui: ReactNode, options: RenderOptions = {}) {
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A data router, as in the app (useBlocker needs one), with the UI at every address.
  const router = createMemoryRouter(
    [{ path: '*', element: <RouterNavigation>{ui}</RouterNavigation> }],
    {
      initialEntries: [options.url ?? '/'],
    },
  );
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <Providers api={options.api ?? unusedApi} queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
  });
  mounted.push({ root, container });
  return { container, router, queryClient };
}

export function cleanupRendered() {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
}

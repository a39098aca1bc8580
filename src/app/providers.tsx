import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ApiClient, ApiProvider } from './apiContext';
import { useHydratedFlag } from './state/useHydratedFlag';

/** The context every page needs, shared by the browser entry, the server render and tests. */
export function Providers({
  api,
  queryClient,
  children,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useHydratedFlag();
  return (
    <ApiProvider client={api}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiProvider>
  );
}

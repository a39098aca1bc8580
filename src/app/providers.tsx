import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ApiClient, ApiProvider } from './apiContext';
import { OutboxProvider } from './offline/OutboxContext';
import type { Outbox } from './offline/outbox';
import { useHydratedFlag } from './state/useHydratedFlag';

/** The context every page needs, shared by the browser entry, the server render and tests. */
export function Providers({
  api,
  queryClient,
  outbox,
  children,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  /** The browser's outbox; the server render and tests send writes straight out. */
  outbox?: Outbox;
  children: ReactNode;
}) {
  useHydratedFlag();
  return (
    <ApiProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <OutboxProvider outbox={outbox}>{children}</OutboxProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ApiClient, ApiProvider } from './apiContext';
import { OutboxProvider, type StartOutbox } from './offline/OutboxContext';
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
  /** Starts the browser's outbox; the server render and tests send writes straight out. */
  outbox?: StartOutbox;
  children: ReactNode;
}) {
  useHydratedFlag();
  return (
    <ApiProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <OutboxProvider start={outbox}>{children}</OutboxProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}

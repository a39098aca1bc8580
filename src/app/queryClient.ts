import { QueryClient } from '@tanstack/react-query';

/**
 * One per browser tab, one per server request. Data handed over from the server render counts as
 * fresh for a minute, so hydration does not refetch everything at once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      // Writes decide for themselves what offline means: the outbox keeps them, a direct call
      // fails with a message. React Query's default would pause them silently until online.
      mutations: { networkMode: 'always' },
    },
  });
}

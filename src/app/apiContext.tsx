import { createContext, type ReactNode, useContext } from 'react';
import type { createApiClient } from '../shared/api/client';

/** What the app needs of the API client; server render and tests provide their own. */
export type ApiClient = Pick<ReturnType<typeof createApiClient>, 'call' | 'setCsrfToken'>;

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() needs an <ApiProvider> above it');
  return client;
}

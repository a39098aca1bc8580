import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../apiContext';
import { type Session, sessionQueryKey } from '../../state/session/sessionQuery';

/**
 * Makes a new session current: its CSRF token goes on every later call, the cache holds it, and
 * whatever was cached for the previous visitor (cart, projects, photos) is dropped.
 */
export function applySession(api: ApiClient, queryClient: QueryClient, session: Session) {
  api.setCsrfToken(session.csrfToken);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, session);
}

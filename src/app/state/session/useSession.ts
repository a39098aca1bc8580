import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import { sessionQuery } from './sessionQuery';

/** The current session (user when signed in, the anonymous id, the CSRF token). */
export function useSession() {
  const api = useApi();
  return useQuery(sessionQuery(api));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import { browserCartCache } from '../../cart';
import { clearPrivateCaches } from '../../site';
import { applySession } from './applySession';

/**
 * Ends the session, then fetches the new anonymous one (and its CSRF token). The cached pages and
 * API answers of the signed-in user go too: the next person on this device must not see them.
 */
export function useSignOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.call('my/sessions/current#delete', {});
      await clearPrivateCaches();
      await browserCartCache.clear();
      return api.call('my/sessions/current', {});
    },
    onSuccess: (session) => applySession(api, queryClient, session),
  });
}

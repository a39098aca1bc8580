import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../apiContext';
import { applySession } from './applySession';

/** Ends the session, then fetches the new anonymous one (and its CSRF token). */
export function useSignOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.call('my/sessions/current#delete', {});
      return api.call('my/sessions/current', {});
    },
    onSuccess: (session) => applySession(api, queryClient, session),
  });
}

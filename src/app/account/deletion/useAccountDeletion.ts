import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import { browserCartCache } from '../../cart';
import { clearPrivateCaches } from '../../site';
import { applySession } from '../signIn/applySession';

/** Step verify-password: checks the password; the server mails the confirmation link. */
export function useRequestDeletion() {
  const api = useApi();
  return useMutation({
    mutationFn: (password: string) => api.call('my/account/delete_account', { password }),
  });
}

/**
 * Step confirmation: erases the account with the emailed token. The server ends a session of
 * that account, so the new guest session (and its CSRF token) is fetched and everything cached
 * for the erased user is dropped.
 */
export function useConfirmDeletion() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (link: { token: string; userId: number }) => {
      await api.call('my/account/delete_account_confirmation', link);
      return api.call('my/sessions/current', {});
    },
    onSuccess: async (session) => {
      applySession(api, queryClient, session);
      // Pages of the erased account kept for offline use must not outlive it on this device.
      await clearPrivateCaches();
      await browserCartCache.clear();
    },
  });
}

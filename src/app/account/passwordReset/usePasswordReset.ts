import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '../../../shared/api/actionTable';
import { useApi } from '../../apiContext';
import { applySession } from '../signIn/applySession';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useSendResetEmail() {
  const api = useApi();
  return useMutation({
    mutationFn: (email: string) => api.call('account/reset_password/send_email', { email }),
  });
}

/**
 * Sets the new password with the emailed key. The server signs this browser in under a new
 * session (and signs out every other one), so the new session and its CSRF token are fetched and
 * whatever was cached for the previous visitor is dropped.
 */
export function useChangePassword() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionInput<'account/reset_password/change_password'>) => {
      await api.call('account/reset_password/change_password', input);
      return api.call('my/sessions/current', {});
    },
    onSuccess: (session) => applySession(api, queryClient, session),
  });
}

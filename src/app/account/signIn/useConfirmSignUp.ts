import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import { applySession } from './applySession';

/** Finishes a sign-up with the emailed key: the account is created and this browser signed in. */
export function useConfirmSignUp() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api.call('users/confirm', { key }),
    onSuccess: (session) => applySession(api, queryClient, session),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '../../shared/api/actionTable';
import { useApi } from '../apiContext';
import { applySession } from './applySession';

export type SignUpInput = ActionInput<'users'>;

export function useSignUp() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => api.call('users', input),
    onSuccess: (session) => applySession(api, queryClient, session),
  });
}

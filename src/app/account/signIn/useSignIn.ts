import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '../../../shared/api/actionTable';
import { useApi } from '../../apiContext';
import { applySession } from './applySession';

export type SignInInput = ActionInput<'my/sessions'>;

export function useSignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api.call('my/sessions', input),
    onSuccess: (session) => applySession(api, queryClient, session),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ActionInput } from '../../../shared/api/actionTable';
import { useApi } from '../../apiContext';

export type SignUpInput = ActionInput<'users'>;

/**
 * Starts a sign-up: the server mails a link that finishes it (or, for a taken address, tells the
 * owner), answering the same either way. Nobody is signed in yet, so the session stays as it is.
 */
export function useSignUp() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: SignUpInput) => api.call('users', input),
  });
}

import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import type { AuthorizationRequest } from './authorizationRequest';

/** Allow or deny; the answer is the app's redirect address carrying the code or the refusal. */
export function useAnswerAuthorization(request: AuthorizationRequest) {
  const api = useApi();
  return useMutation({
    mutationFn: (decision: 'allow' | 'deny') =>
      api.call('oauth2/authorized_redirect_uri', { ...request, decision }),
    // Leaving for the app: its own scheme or a loopback address, outside this router.
    onSuccess: ({ redirectUri }) => window.location.assign(redirectUri),
  });
}

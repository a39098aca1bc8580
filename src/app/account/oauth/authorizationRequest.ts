import { queryOptions } from '@tanstack/react-query';
import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import { ApiActionError, HttpStatusError, userMessage } from '../../../shared/errors';
import type { CallAction } from '../../navigation/pageModule';
import type { RouteMatch } from '../../navigation/useRouteMatch';

export type AuthorizationRequest = ActionInput<'oauth2/authorization_request'>;

/** The app's request as the address carries it, or undefined when a required field is missing. */
export function authorizationRequestOf(match: RouteMatch): AuthorizationRequest | undefined {
  if (match.name !== 'oauth.authorize' && match.name !== 'oauth.authorizeApp') return undefined;
  if (match.missing?.length) return undefined;
  return match.query as AuthorizationRequest;
}

export type AuthorizationCheck =
  | { ok: true; app: ActionOutput<'oauth2/authorization_request'> }
  | { ok: false; reason: string };

/**
 * The registered app behind a request. An unknown app or redirect is an expected refusal, kept as
 * a value so the server render and the hydrated page show the same thing.
 */
export function authorizationRequestQuery(call: CallAction, request: AuthorizationRequest) {
  return queryOptions({
    queryKey: ['oauth2/authorization_request', request] as const,
    queryFn: async (): Promise<AuthorizationCheck> => {
      try {
        return { ok: true, app: await call('oauth2/authorization_request', request) };
      } catch (error) {
        const cause = error instanceof ApiActionError ? error.cause : error;
        if (cause instanceof HttpStatusError && cause.status === 400) {
          return { ok: false, reason: userMessage(cause) };
        }
        throw error;
      }
    },
    retry: false,
    // An app's registration does not change while its consent screen is open: keep the server's answer.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

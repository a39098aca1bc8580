import { queryOptions } from '@tanstack/react-query';
import type { ActionOutput } from '../../../shared/api/actionTable';
import type { ApiClient } from '../../apiContext';

export type ConsentState = ActionOutput<'my/privacy_consent'>;
export type ConsentChoice = Pick<ConsentState, 'functional' | 'analytics' | 'advertising'>;

/** The server render fills this key, so the banner is decided in the first HTML. */
export const consentQueryKey = ['privacyConsent'] as const;

export const ACCEPT_ALL: ConsentChoice = { functional: true, analytics: true, advertising: true };
export const ESSENTIAL_ONLY: ConsentChoice = {
  functional: false,
  analytics: false,
  advertising: false,
};

export function consentQuery(api: ApiClient) {
  return queryOptions({
    queryKey: consentQueryKey,
    queryFn: () => api.call('my/privacy_consent', {}),
    // Only this visitor's own choice changes it, and saving writes the cache itself.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

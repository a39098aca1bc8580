import type { QueryClient } from '@tanstack/react-query';
import type { CallAction } from '../../navigation/pageModule';
import { consentQueryKey } from './consentQuery';

/**
 * Puts the visitor's consent in the server-rendered state, so the banner is in the first HTML for
 * a new visitor and never flashes for one who already chose.
 */
export async function prefetchConsent(queryClient: QueryClient, callAction: CallAction) {
  try {
    queryClient.setQueryData(consentQueryKey, await callAction('my/privacy_consent', {}));
  } catch {
    // The page still renders; the client asks again, and shows no banner until it knows.
  }
}

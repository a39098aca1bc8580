import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../apiContext';
import type { CallAction } from '../routing/pageModule';
import { headerWarningQuery } from './siteQueries';

const keyOnly = {} as ApiClient;

/**
 * Puts the header warning in the server-rendered page, so it is in the first HTML instead of
 * pushing the page down after the scripts run (layout shift).
 */
export async function prefetchSiteNotices(queryClient: QueryClient, callAction: CallAction) {
  try {
    queryClient.setQueryData(
      headerWarningQuery(keyOnly).queryKey,
      await callAction('header_warning', {}),
    );
  } catch {
    // The page still renders; the client asks again.
  }
}

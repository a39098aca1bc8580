import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../apiContext';
import type { CallAction } from '../../navigation/pageModule';
import { headerWarningQuery, holidayPromotionsQuery } from './siteQueries';

const keyOnly = {} as ApiClient;

async function fill(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  read: Promise<unknown>,
) {
  try {
    queryClient.setQueryData(queryKey, await read);
  } catch {
    // The page still renders; the client asks again.
  }
}

/**
 * Puts the header warning and the holiday promotion strip in the server-rendered page, so they
 * are in the first HTML instead of pushing the page down after the scripts run (layout shift).
 */
export async function prefetchSiteNotices(queryClient: QueryClient, callAction: CallAction) {
  await Promise.all([
    fill(queryClient, headerWarningQuery(keyOnly).queryKey, callAction('header_warning', {})),
    fill(
      queryClient,
      holidayPromotionsQuery(keyOnly).queryKey,
      callAction('holiday_promotions', {}),
    ),
  ]);
}

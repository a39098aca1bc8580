import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../apiContext';

/* Site-wide notices: they change a few times a season, so a visit reads them once. */
const SITE_STALE_MS = 5 * 60_000;

export function headerWarningQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['site', 'headerWarning'] as const,
    queryFn: () => api.call('header_warning', {}),
    staleTime: SITE_STALE_MS,
  });
}

export function slideInPromotionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['site', 'slideInPromotions'] as const,
    queryFn: () => api.call('slide_in_promotions', {}),
    staleTime: SITE_STALE_MS,
  });
}

export function featuresQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['site', 'features'] as const,
    queryFn: () => api.call('features', {}),
    staleTime: SITE_STALE_MS,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../apiContext';

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

export function holidayPromotionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['site', 'holidayPromotions'] as const,
    queryFn: () => api.call('holiday_promotions', {}),
    staleTime: SITE_STALE_MS,
  });
}

/** The sign-up banner for visitors a campaign sent (utm_source), or none. */
export function signUpBannerQuery(api: ApiClient, source: string) {
  return queryOptions({
    queryKey: ['site', 'signUpBanner', source.toLowerCase()] as const,
    queryFn: () => api.call('sign_up_banners/show_by_source', { source }),
    staleTime: SITE_STALE_MS,
  });
}

export function logosQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['site', 'logos'] as const,
    queryFn: () => api.call('logos', {}),
    staleTime: SITE_STALE_MS,
  });
}

/** The live banners of one place (cart, home, …). */
export function bannersQuery(api: ApiClient, placement: string) {
  return queryOptions({
    queryKey: ['site', 'banners', placement] as const,
    queryFn: () => api.call('banners', { placement }),
    staleTime: SITE_STALE_MS,
  });
}

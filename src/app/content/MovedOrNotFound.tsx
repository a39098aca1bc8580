import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../apiContext';
import { Navigate, useLocation } from '../navigation/navigation';
import type { CallAction } from '../navigation/pageModule';
import { NotFoundView } from '../site';

/** Where a content path that has no page moved to (the store's redirects), or null. */
export function contentRedirectQuery(call: CallAction, path: string) {
  return queryOptions({
    queryKey: ['content', 'redirect', path] as const,
    queryFn: async () => {
      try {
        return await call('content_redirects', { path });
      } catch {
        return null;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

const EXTERNAL = /^https?:\/\//i;

/** An address outside the app: the browser goes there itself. */
function LeaveTo({ href }: { href: string }) {
  useEffect(() => {
    window.location.replace(href);
  }, [href]);
  return null;
}

/**
 * A content path the store has no page for: when the content moved it (a stored redirect), the
 * app follows the move as the server does on a first load; otherwise the not-found page.
 */
export function MovedOrNotFound() {
  const api = useApi();
  const { pathname, search, hash } = useLocation();
  const moved = useQuery(contentRedirectQuery(api.call, pathname));
  // The server answers a stored move itself (301/302) before rendering, so what it renders here,
  // and what the browser hydrates while it asks, is the not-found page.
  if (!moved.data) return <NotFoundView />;
  const { to } = moved.data;
  const target = search && !to.includes('?') ? `${to}${search}${hash}` : to;
  return EXTERNAL.test(to) ? <LeaveTo href={target} /> : <Navigate to={target} replace />;
}

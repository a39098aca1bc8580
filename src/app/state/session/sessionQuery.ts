import { queryOptions } from '@tanstack/react-query';
import type { ActionOutput } from '../../../shared/api/actionTable';
import type { ApiClient } from '../../apiContext';

export type Session = ActionOutput<'my/sessions/current'>;

/** The one cache key of the signed-in state; the server render fills it before rendering. */
export const sessionQueryKey = ['session'] as const;

export function sessionQuery(api: ApiClient) {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: () => api.call('my/sessions/current', {}),
    // Only sign-in, sign-up and sign-out change it, and they write the cache themselves.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../apiContext';
import { useOutboxCall } from '../../offline/OutboxContext';
import type { PreflightChoices, PreflightChoicesStore } from './usePreflight';

/**
 * A project's preflight choices on the server: read when the editor opens (so they survive a
 * reload), saved whole through the outbox at each new choice (offline they wait on the device).
 * The cart shows the accepted warnings folded, and the order's preflight counts them.
 */
export function usePreflightChoices(projectId: number): PreflightChoicesStore {
  const api = useApi();
  const write = useOutboxCall();
  const queryClient = useQueryClient();
  const key = useMemo(() => ['project', projectId, 'preflightChoices'] as const, [projectId]);
  const stored = useQuery({
    queryKey: key,
    queryFn: () => api.call('my/projects/{project_id}/preflight_choices', { projectId }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return useMemo(
    () => ({
      choices: stored.data,
      save: (choices: PreflightChoices) => {
        queryClient.setQueryData(key, choices);
        void write(
          'my/projects/{project_id}/preflight_choices#update',
          { projectId, ...choices },
          'Design check: accepted warnings and added words',
        ).catch(() => {});
      },
    }),
    [stored.data, queryClient, key, write, projectId],
  );
}

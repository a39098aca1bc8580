import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ActionInput } from '../../../shared/api/actionTable';
import { useApi } from '../../apiContext';
import type { CallAction } from '../../navigation/pageModule';

export type HelpSearch = ActionInput<'mixie'>;

/** Articles change with a release; searches repeat while someone types and deletes. */
const HELP_STALE_MS = 30 * 60_000;

export function helpArticlesQuery(call: CallAction, input: HelpSearch) {
  return queryOptions({
    queryKey: ['help', 'articles', input] as const,
    queryFn: () => call('mixie', input),
    staleTime: HELP_STALE_MS,
  });
}

export function supportSettingsQuery(call: CallAction) {
  return queryOptions({
    queryKey: ['help', 'settings'] as const,
    queryFn: () => call('kustomer', {}),
    staleTime: HELP_STALE_MS,
  });
}

export function useSendHelpMessage() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: ActionInput<'kustomer/conversations'>) =>
      api.call('kustomer/conversations', input),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, useApi } from '../../apiContext';
import { useSession } from '../../state/session/useSession';

/** Invitations and requests the signed-in person answers: the header count and the list page. */
export const invitationKeys = {
  all: ['invitationRequests'] as const,
  count: ['invitationRequests', 'count'] as const,
  list: (ck?: string) => ['invitationRequests', 'list', ck ?? ''] as const,
  invite: (key?: string, siid?: number) => ['collaborateInvite', key ?? '', siid ?? 0] as const,
};

export function pendingCountQuery(api: ApiClient) {
  return queryOptions({
    queryKey: invitationKeys.count,
    queryFn: () => api.call('my/projects/pending_requests_count', {}),
    staleTime: 60_000,
  });
}

/** How many invitations wait for an answer; undefined for a guest (nothing is asked). */
export function usePendingCount(): number | undefined {
  const api = useApi();
  const signedIn = useSession().data?.user !== undefined;
  const query = useQuery({ ...pendingCountQuery(api), enabled: signedIn });
  return signedIn ? query.data?.count : undefined;
}

export function useInvitationRequests(ck: string | undefined, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: invitationKeys.list(ck),
    queryFn: () => api.call('my/invitation_requests/list', { collaborationKey: ck }),
    enabled,
  });
}

export function useInvite(key: string | undefined, siteInviteId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: invitationKeys.invite(key, siteInviteId),
    queryFn: () => api.call('collaborate/index', { key, siteInviteId }),
    enabled: key !== undefined || siteInviteId !== undefined,
  });
}

export function useAcceptInvite() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { key?: string; siteInviteId?: number }) =>
      api.call('collaborate/accept', input),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

type Answer =
  | 'my/invitation_requests/accept_collaboration'
  | 'my/invitation_requests/accept_contribute'
  | 'my/invitation_requests/ignore_collaboration'
  | 'my/invitation_requests/ignore_contribute';

export function useAnswerRequest() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ call, id }: { call: Answer; id: number }) => api.call(call, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

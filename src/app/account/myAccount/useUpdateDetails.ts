import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '../../../shared/api/actionTable';
import { useApi } from '../../apiContext';
import { useOutboxCall } from '../../offline/OutboxContext';
import type { WriteResult } from '../../offline/outbox';
import { type Session, sessionQueryKey } from '../../state/session/sessionQuery';
import { myAccountKeys } from './accountQueries';

const ACTION = 'my/account/update_details';
type Action = typeof ACTION;
export type UpdateDetailsInput = ActionInput<Action>;

/**
 * Saves account settings; the header's name and the cached account reads follow the answer.
 * Offline, a change without passwords is kept in the outbox (`{ queued: true }`); a change with
 * a password is only ever sent, never stored on the device.
 */
export function useUpdateDetails() {
  const api = useApi();
  const write = useOutboxCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateDetailsInput): Promise<WriteResult<Action>> =>
      input.currentPassword || input.newPassword
        ? { queued: false, result: await api.call(ACTION, input) }
        : write(ACTION, input, 'Save your account details'),
    onSuccess: (written) => {
      if (written.queued) return;
      const details = written.result;
      queryClient.setQueryData(myAccountKeys.details, details);
      queryClient.setQueryData(myAccountKeys.emailPreferences, {
        emailFrequency: details.emailFrequency,
        acceptsMarketing: details.acceptsMarketing,
      });
      queryClient.setQueryData<Session>(sessionQueryKey, (session) =>
        session?.user
          ? {
              ...session,
              user: {
                id: details.id,
                email: details.email,
                firstName: details.firstName,
                ...(details.lastName ? { lastName: details.lastName } : {}),
              },
            }
          : session,
      );
    },
  });
}

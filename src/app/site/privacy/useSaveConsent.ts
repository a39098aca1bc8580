import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../../shared/errors';
import { useOutboxCall } from '../../offline/OutboxContext';
import { type ConsentChoice, type ConsentState, consentQueryKey } from './consentQuery';

/**
 * Saves a choice through the outbox, so a choice made offline is kept and sent later, and applies
 * it on the page at once: the banner goes and the tools follow the new choice before the answer.
 * A refusal (an expired session) puts the previous state back and says so.
 */
export function useSaveConsent() {
  const queryClient = useQueryClient();
  const outboxCall = useOutboxCall();
  const [error, setError] = useState<string>();
  async function save(choice: ConsentChoice): Promise<boolean> {
    const previous = queryClient.getQueryData<ConsentState>(consentQueryKey);
    queryClient.setQueryData<ConsentState>(consentQueryKey, { decided: true, ...choice });
    setError(undefined);
    try {
      const written = await outboxCall(
        'my/privacy_consent/update_consent',
        choice,
        'Privacy choices',
      );
      if (!written.queued) queryClient.setQueryData(consentQueryKey, written.result);
      return true;
    } catch (failure) {
      queryClient.setQueryData(consentQueryKey, previous);
      setError(`Your privacy choices could not be saved. ${userMessage(failure)}`);
      return false;
    }
  }
  return { save, error };
}

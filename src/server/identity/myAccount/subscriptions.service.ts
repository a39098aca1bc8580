import type { ActionInput } from '../../../shared/api/actionTable';
import type { ServerDeps } from '../../http/requestContext';
import { insertSubscription } from './subscriptions.repo';

/**
 * Newsletter sign-up for anyone. The answer is the same whether the address was new or already
 * subscribed, so the form cannot be used to find out who is on the list.
 */
export async function subscribe(
  deps: Pick<ServerDeps, 'db'>,
  input: ActionInput<'subscriptions'>,
): Promise<void> {
  await insertSubscription(deps.db, input.email.trim(), input.source?.trim() || null);
}

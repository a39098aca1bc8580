import type { ServerDeps } from '../../http/requestContext';
import { LiveHub } from './liveHub';

/**
 * Ended sessions' live sockets close at once, on every server process. Called once the sessions
 * are deleted: a socket that misses the news cannot open again, and the failure is only logged,
 * as a removal's is.
 */
export async function closeLiveSessions(
  deps: Pick<ServerDeps, 'liveBus'>,
  sessionIds: readonly number[],
): Promise<void> {
  if (!deps.liveBus || sessionIds.length === 0) return;
  await LiveHub.endSessions(deps.liveBus, sessionIds).catch((error: unknown) => {
    console.warn('live bus: telling of ended sessions failed', error);
  });
}

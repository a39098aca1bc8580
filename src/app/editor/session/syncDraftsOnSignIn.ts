import type { ApiClient } from '../../apiContext';
import type { DraftsIndex } from '../engine/saving/draftsIndex';
import { openLocalProject } from '../engine/saving/localProject';
import {
  type Connectivity,
  createProjectSync,
  syncPendingDrafts,
} from '../engine/saving/syncClient';
import { apiSyncTransport } from './apiSyncTransport';

/**
 * When someone signs in (or starts the app signed in): the guest drafts on this device become
 * theirs, and every draft of theirs the server lacks is uploaded by its clientId, so a design
 * started as a guest is in their account with nothing lost, and a retry never makes a second one.
 */
export async function syncDraftsOfUser(options: {
  api: Pick<ApiClient, 'call'>;
  drafts: DraftsIndex;
  userId: number;
  connectivity: Connectivity;
  open?: typeof openLocalProject;
}): Promise<{ synced: string[] }> {
  const transport = apiSyncTransport(options.api);
  return syncPendingDrafts({
    drafts: options.drafts,
    userId: options.userId,
    claimGuestDrafts: true,
    open: (clientId) => (options.open ?? openLocalProject)(clientId),
    syncOf: (project) =>
      createProjectSync({
        project,
        drafts: options.drafts,
        transport,
        connectivity: options.connectivity,
      }),
  });
}

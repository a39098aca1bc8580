import { useEffect } from 'react';
import { useApi } from '../../apiContext';
import { useSession } from '../../state/session/useSession';
import { DRAFTS_DATABASE_NAME } from '../engine/saving/draftsDatabaseName';

/**
 * Mounted in the site frame: on sign-in (and at start when signed in and online) the device's
 * drafts go up to the account. The sync code (Yjs, IndexedDB) loads only then, in its own chunk.
 */
export function useDraftSyncOnSignIn(): void {
  const api = useApi();
  const userId = useSession().data?.user?.id;
  useEffect(() => {
    if (userId === undefined || typeof indexedDB === 'undefined') return;
    let stopped = false;
    const run = async () => {
      if (stopped || !navigator.onLine) return;
      // Most visitors never made a draft on this device: then nothing more is loaded.
      const databases = await indexedDB.databases?.().catch(() => undefined);
      if (databases && !databases.some((db) => db.name === DRAFTS_DATABASE_NAME)) return;
      const [{ syncDraftsOfUser }, { sharedDraftsIndex }, { browserConnectivity }] =
        await Promise.all([
          import('./syncDraftsOnSignIn'),
          import('./draftsStore'),
          import('./browserConnectivity'),
        ]);
      if (stopped) return;
      await syncDraftsOfUser({
        api,
        drafts: await sharedDraftsIndex(),
        userId,
        connectivity: browserConnectivity(),
      });
    };
    // A failed upload is retried on the next sign-in, reconnect or start; the drafts stay here.
    const attempt = () => void run().catch(() => {});
    attempt();
    window.addEventListener('online', attempt);
    return () => {
      stopped = true;
      window.removeEventListener('online', attempt);
    };
  }, [api, userId]);
}

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApi } from '../../apiContext';
import type { UploadQueue } from '../upload/uploadQueue';
import { useQueueItems } from '../upload/useUploadQueue';
import { type GuestSession, guestUploadLibrary, guestUploadQueue } from './guestUploadQueue';

/**
 * The guest upload queue of one link on this device, once a session is open: it resumes what a
 * previous visit left unfinished and goes on when the connection comes back.
 */
export function useGuestUploads(guestLink: string, session: GuestSession | undefined) {
  const api = useApi();
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const [queue, setQueue] = useState<UploadQueue>();
  const online = useOnline();

  // One queue per link once a session is open: keyed on whether there is a session, not on its
  // object (a new one each render), so stored uploads are resumed once and not raced.
  const hasSession = session !== undefined;
  useEffect(() => {
    if (!hasSession) return;
    let cancelled = false;
    const library = guestUploadLibrary(guestLink);
    void library.open().then(() => {
      const current = sessionRef.current;
      if (cancelled || !current) return;
      const next = guestUploadQueue(library, () => sessionRef.current ?? current, api);
      setQueue(next);
      void next.resumeStored();
    });
    return () => {
      cancelled = true;
      library.close();
    };
  }, [guestLink, hasSession, api]);

  useEffect(() => {
    if (queue && online) queue.resumeWaiting();
  }, [queue, online]);

  const items = useQueueItems(queue);
  return { queue, items, online };
}

/** Whether the browser thinks it is online; true on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

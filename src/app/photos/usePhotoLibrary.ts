import { useEffect, useState, useSyncExternalStore } from 'react';
import type { StoredPhoto } from '../../../browser-storage/photoStore';
import { createPhotoWorker } from '../../../workers/photos/photoWorkerClient';
import { useApi } from '../apiContext';
import { type LibrarySnapshot, PhotoLibrary } from './photoLibrary';

let current: PhotoLibrary | undefined;

const PROCESSING_POLL_MS = 3000;

/** The tab's one library, for this account; a different account replaces it. */
function libraryFor(ownerId: number, api: ConstructorParameters<typeof PhotoLibrary>[1]) {
  if (current?.ownerId !== ownerId) {
    current?.dispose();
    current = new PhotoLibrary(ownerId, api, createPhotoWorker);
  }
  return current;
}

const SERVER_SNAPSHOT: LibrarySnapshot = {
  ready: false,
  complete: false,
  sync: 'syncing',
  version: 0,
  size: 0,
};

/**
 * The signed-in user's library and its state. On the server and during hydration it reads as
 * not ready (IndexedDB and workers are the browser's), so the first client render matches the HTML.
 */
export function usePhotoLibrary(ownerId: number): {
  library: PhotoLibrary | undefined;
  state: LibrarySnapshot;
} {
  const api = useApi();
  const library = typeof window === 'undefined' ? undefined : libraryFor(ownerId, api);
  const state = useSyncExternalStore(
    library?.subscribe ?? noSubscription,
    library?.getSnapshot ?? serverSnapshot,
    serverSnapshot,
  );
  useLibraryKeptFresh(library);
  return { library, state };
}

/**
 * Keeps the signed-in user's library on this device up to date while mounted, without drawing
 * it: the editor holds it from the moment a project opens, so the tray and the slots have the
 * photos offline even when the tray was never opened online. A guest (no id) has none.
 */
export function useLibraryOnDevice(ownerId: number | undefined): void {
  const api = useApi();
  const library =
    typeof window === 'undefined' || ownerId === undefined ? undefined : libraryFor(ownerId, api);
  useLibraryKeptFresh(library);
}

function useLibraryKeptFresh(library: PhotoLibrary | undefined): void {
  useEffect(() => {
    void library?.start();
    // Back online or back to the tab: whatever changed meanwhile comes in.
    const refresh = () => void library?.sync();
    window.addEventListener('online', refresh);
    window.addEventListener('focus', refresh);
    // Fresh uploads get their thumbnails from a background job: ask again until they are made.
    const processing = window.setInterval(() => {
      if (library && hasProcessing(library.records.values())) refresh();
    }, PROCESSING_POLL_MS);
    return () => {
      window.removeEventListener('online', refresh);
      window.removeEventListener('focus', refresh);
      window.clearInterval(processing);
    };
  }, [library]);
}

const noSubscription = () => () => {};

/** Whether a photo still waits for its thumbnails (stops at the first; no copy of the records). */
function hasProcessing(photos: Iterable<{ urls: Record<string, string> }>): boolean {
  for (const photo of photos) if (!photo.urls.small) return true;
  return false;
}
const serverSnapshot = () => SERVER_SNAPSHOT;

/**
 * One photo's record, read from IndexedDB if the page has not read it yet (a photo opened by its
 * URL, before the worker has indexed it). `looking` while it is being read; read again when the
 * library changes, so a photo a sync brings in shows up.
 */
export function usePhotoRecord(
  library: PhotoLibrary,
  id: number,
  version: number,
): { photo: StoredPhoto | undefined; looking: boolean } {
  const cached = library.records.get(id);
  const [looked, setLooked] = useState<string>();
  const key = `${id} ${version}`;
  useEffect(() => {
    if (library.records.has(id)) return;
    let current = true;
    library.readRecords([id]).then(
      () => current && setLooked(key),
      () => current && setLooked(key),
    );
    return () => {
      current = false;
    };
  }, [library, id, key]);
  return { photo: cached, looking: !cached && looked !== key };
}

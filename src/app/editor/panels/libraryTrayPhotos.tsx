import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PhotoQueryInput } from '../../../../workers/photos/engine/photoQuery';
import {
  UploadPanel,
  useAlbums,
  usePhotoIdWindow,
  usePhotoLibrary,
  usePhotoQuery,
  useUploadQueue,
} from '../../photos';
import {
  AUTOFILL_PHOTO_LIMIT,
  type TrayDuplicates,
  type TrayPhotos,
  trayPhotoOf,
  type UseTrayPhotos,
} from './trayPhotos';

function subscribeToConnection(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the device says it is online, as it changes; the server render assumes it is. */
function useDeviceOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine !== false,
    () => true,
  );
}

/**
 * What the tray says of the library: the last sync's outcome alone said offline long after the
 * device was back, and "No photos yet" before a fresh device's first sync had answered.
 */
export function trayStatus(
  state: ReturnType<typeof usePhotoLibrary>['state'],
  online: boolean,
): TrayPhotos['status'] {
  if (!state.ready) return 'loading';
  if (!online) return 'offline';
  if (state.sync === 'failed') return 'failed';
  if (state.sync === 'offline') return 'reconnecting';
  if (state.sync === 'syncing' && state.size === 0) return 'loading';
  return 'ready';
}

/**
 * The tray's count, or undefined while it cannot be trusted yet. The query is asked again for
 * each new library version and the last answer stands meanwhile, so an answer of 0 from before a
 * fresh tablet's photos were indexed said "No photos yet" while they were loading. A library with
 * photos in it never has none to show unfiltered (a duplicate's better copy stays shown).
 */
export function knownTrayTotal(
  total: number | undefined,
  state: Pick<ReturnType<typeof usePhotoLibrary>['state'], 'complete' | 'size'>,
  filtered: boolean,
): number | undefined {
  if (total !== 0) return total;
  if (!state.complete || (!filtered && state.size > 0)) return undefined;
  return 0;
}

/**
 * The tray's photos from the signed-in user's library: the same library, worker index, id
 * windows and upload queue the photo library page uses, so the tray works offline from
 * IndexedDB and an upload started here shows up there too.
 */
export const useLibraryTrayPhotos: UseTrayPhotos = (ownerId, { albumId, text }, range) => {
  const { library, state } = usePhotoLibrary(ownerId);
  const online = useDeviceOnline();
  const { queue, items } = useUploadQueue(library, state.ready);
  const albums = useAlbums();
  const query: PhotoQueryInput = {
    filters: albumId === undefined ? {} : { album: [albumId] },
    text,
    sortBy: 'date-taken-asc',
    hideDuplicates: true,
  };
  const result = usePhotoQuery(library, state.version, { ...query, limit: 1 }, state.ready);
  const idAt = usePhotoIdWindow(
    state.ready ? library : undefined,
    state.version,
    query,
    range.from,
    range.to,
  );
  const duplicates = useHiddenTwins(
    state.ready ? library : undefined,
    state.version,
    idsIn(idAt, range),
  );
  const total = knownTrayTotal(result?.total, state, albumId !== undefined || text !== '');
  const status = trayStatus(state, online);
  return {
    // Not "ready" before the count is known: the tray would say there are no photos.
    status: status === 'ready' && total === undefined ? 'loading' : status,
    total,
    photoIdAt: idAt,
    photo: (id) => {
      const record = library?.records.get(id);
      return record ? trayPhotoOf(record) : undefined;
    },
    albums: albums.data?.items.map((album) => ({ id: album.id, name: album.name })) ?? [],
    uploader: queue && state.ready ? <UploadPanel queue={queue} items={items} /> : null,
    collect:
      library && state.ready
        ? async () => {
            const { ids } = await library.query({ ...query, limit: AUTOFILL_PHOTO_LIMIT });
            await library.readRecords(ids);
            return ids.flatMap((id) => {
              const record = library.records.get(id);
              return record ? [trayPhotoOf(record)] : [];
            });
          }
        : undefined,
    duplicates,
  };
};

function idsIn(
  idAt: (position: number) => number | undefined,
  range: { from: number; to: number },
) {
  const ids: number[] = [];
  for (let position = range.from; position < range.to; position++) {
    const id = idAt(position);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/**
 * The duplicates the drawn photos hide, asked of the worker for the photos in view (and their
 * hidden copies' records read, so the tray can name them) each time the view or library changes.
 */
function useHiddenTwins(
  library: ReturnType<typeof usePhotoLibrary>['library'],
  version: number,
  ids: readonly number[],
): TrayDuplicates | undefined {
  const [hidden, setHidden] = useState<Record<number, number[]>>({});
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are asked by their key
  useEffect(() => {
    if (!library) return;
    let current = true;
    void (async () => {
      const answer = await library.hiddenTwinsOf(ids);
      await library.readRecords(Object.values(answer).flat());
      if (current) setHidden(answer);
    })().catch(() => {});
    return () => {
      current = false;
    };
  }, [library, version, key]);
  if (!library) return undefined;
  return {
    hiddenBy: (id) => hidden[id],
    keepApart: (id) => library.keepApart(id),
  };
}

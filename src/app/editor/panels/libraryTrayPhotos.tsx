import type { PhotoQueryInput } from '../../../../workers/photos/engine/photoQuery';
import {
  UploadPanel,
  useAlbums,
  usePhotoIdWindow,
  usePhotoLibrary,
  usePhotoQuery,
  useUploadQueue,
} from '../../photos';
import { AUTOFILL_PHOTO_LIMIT, trayPhotoOf, type UseTrayPhotos } from './trayPhotos';

/**
 * The tray's photos from the signed-in user's library: the same library, worker index, id
 * windows and upload queue the photo library page uses, so the tray works offline from
 * IndexedDB and an upload started here shows up there too.
 */
export const useLibraryTrayPhotos: UseTrayPhotos = (ownerId, { albumId, text }, range) => {
  const { library, state } = usePhotoLibrary(ownerId);
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
  return {
    status: !state.ready
      ? 'loading'
      : state.sync === 'offline' || state.sync === 'failed'
        ? state.sync
        : 'ready',
    total: result?.total,
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
  };
};

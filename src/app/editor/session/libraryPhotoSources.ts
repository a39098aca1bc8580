import { type AppDatabase, openAppDatabase } from '../../../../browser-storage/appDatabase';
import { idbPhotoStore } from '../../../../browser-storage/photoStore';
import type { ApiClient } from '../../apiContext';
import type { LibraryPhoto, PhotoSources } from './libraryPhotos';

let database: Promise<AppDatabase> | undefined;

/** One connection for the editor's reads; a failed or closed one is opened again next time. */
async function withDatabase<T>(read: (db: AppDatabase) => Promise<T>): Promise<T> {
  database ??= openAppDatabase();
  try {
    return await read(await database);
  } catch (error) {
    database = undefined;
    throw error;
  }
}

/**
 * The library's photos on this device first (IndexedDB, offline too), then the project's (what
 * its other people placed), the server's library for the rest.
 */
export function libraryPhotoSources(
  api: Pick<ApiClient, 'call'>,
  ownerId: number,
  projectId?: number,
): PhotoSources {
  return {
    async readStored(ids) {
      return withDatabase((db) => idbPhotoStore(db, ownerId).photosByIds(ids));
    },
    fetchOne: (id): Promise<LibraryPhoto> => api.call('my/photos/{id}', { id }),
    ...(projectId === undefined
      ? {}
      : {
          fetchFromProject: async (ids) =>
            (await api.call('my/projects/{project_id}/photos', { projectId, ids: [...ids] }))
              .photos,
        }),
  };
}

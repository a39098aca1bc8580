import { type AppDatabase, openAppDatabase } from '../../../../browser-storage/appDatabase';
import { idbPhotoStore } from '../../../../browser-storage/photoStore';
import { isConnectivityFailure } from '../../../shared/errors';
import type { ApiClient } from '../../apiContext';
import type { LibraryPhoto, PhotoSources } from './libraryPhotos';
import { keepProjectPhotos, keptProjectPhotos } from './projectPhotoRecords';

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
 * The project's photos from the server, kept on the device as they come; when the server cannot
 * be reached, the ones kept, so a collaborator's photo still draws offline. Rejects when the
 * server refuses, or cannot be reached and none are kept, as the call alone did.
 */
async function projectPhotosKept(
  api: Pick<ApiClient, 'call'>,
  projectId: number,
  ids: readonly number[],
): Promise<LibraryPhoto[]> {
  let photos: LibraryPhoto[];
  try {
    ({ photos } = await api.call('my/projects/{project_id}/photos', { projectId, ids: [...ids] }));
  } catch (error) {
    // A refusal (no longer a member) is not answered from the device.
    if (!isConnectivityFailure(error)) throw error;
    const kept = await keptProjectPhotos(projectId, ids).catch(() => []);
    if (kept.length === 0) throw error;
    return kept;
  }
  // Kept for offline; a device that cannot store them still shows them now.
  await keepProjectPhotos(projectId, photos).catch(() => {});
  return photos;
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
          fetchFromProject: (ids) => projectPhotosKept(api, projectId, ids),
        }),
  };
}

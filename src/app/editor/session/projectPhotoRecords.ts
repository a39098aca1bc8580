import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { LibraryPhoto } from './libraryPhotos';

/*
 * The records of the photos a project's other people placed, as the project last showed them on
 * this device. The owner's library is kept on the device by its own sync; these come from other
 * libraries, which only the project call reads, so without them a collaborator's photo would
 * draw as an empty slot offline even though the service worker keeps its picture. A database of
 * its own, as the drafts index has: the shared one's schema is not this module's to change.
 */

export const PROJECT_PHOTOS_DATABASE_NAME = 'printshop-project-photos';
const STORE = 'photos';

interface ProjectPhotosSchema extends DBSchema {
  photos: {
    key: [number, number];
    value: { projectId: number; photo: LibraryPhoto };
  };
}

let database: Promise<IDBPDatabase<ProjectPhotosSchema>> | undefined;

/** One connection for the page; a failed one is opened again next time. */
async function withDatabase<T>(use: (db: IDBPDatabase<ProjectPhotosSchema>) => Promise<T>) {
  database ??= openDB<ProjectPhotosSchema>(PROJECT_PHOTOS_DATABASE_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: ['projectId', 'photo.id'] });
    },
  });
  try {
    return await use(await database);
  } catch (error) {
    database = undefined;
    throw error;
  }
}

/** Keeps the records the project call answered, replacing what was kept for the same photos. */
export async function keepProjectPhotos(
  projectId: number,
  photos: readonly LibraryPhoto[],
): Promise<void> {
  if (photos.length === 0) return;
  await withDatabase(async (db) => {
    const transaction = db.transaction(STORE, 'readwrite');
    await Promise.all([
      ...photos.map((photo) => transaction.store.put({ projectId, photo })),
      transaction.done,
    ]);
  });
}

/** The kept records of these photos of the project; photos never kept are left out. */
export async function keptProjectPhotos(
  projectId: number,
  ids: readonly number[],
): Promise<LibraryPhoto[]> {
  return withDatabase(async (db) => {
    const transaction = db.transaction(STORE, 'readonly');
    const rows = await Promise.all(ids.map((id) => transaction.store.get([projectId, id])));
    return rows.flatMap((row) => (row ? [row.photo] : []));
  });
}

import { openDB } from 'idb';
import { type IndexedPhoto, indexedPhoto } from '../../src/shared/photos/photoRecord';

export interface PhotoStoreLocation {
  database: string;
  /** The object store holding photo records. */
  store: string;
}

/**
 * Reads every photo record from the app's IndexedDB. Opens without a version: the app owns the
 * schema and its upgrades, the worker only reads. A record that no longer fits the schema (an
 * older client wrote it) is skipped rather than failing the whole load.
 */
export async function loadPhotoRecords(location: PhotoStoreLocation): Promise<IndexedPhoto[]> {
  const db = await openDB(location.database);
  try {
    if (!db.objectStoreNames.contains(location.store)) return [];
    const rows: unknown[] = await db.getAll(location.store);
    return rows.flatMap((row) => {
      const parsed = indexedPhoto.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
  } finally {
    db.close();
  }
}

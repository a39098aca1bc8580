import { type IDBPDatabase, openDB } from 'idb';
import { z } from 'zod';
import { type IndexedPhoto, indexedPhoto } from '../../src/shared/photos/photoRecord';

export const photoStoreLocation = z.object({
  database: z.string().min(1),
  /** The object store holding photo records, keyed by photo id. */
  store: z.string().min(1),
  /**
   * An index of the store by date taken: when given, the newest photos are read first, so a first
   * page of the default sort (newest taken first) can be answered before the rest is read.
   */
  newestFirstIndex: z.string().min(1).optional(),
});

export type PhotoStoreLocation = z.infer<typeof photoStoreLocation>;

/** Records read per request: a few milliseconds of decoding, so queries are answered between. */
export const LOAD_BATCH = 5000;

/** Photos read newest first before the rest: a few screens of the grid. */
export const NEWEST_FIRST = 1000;

/**
 * A stored record as the index reads it. Its other fields (urls, owner) are let through rather
 * than stripped: copying 100,000 records without them costs twice the validation itself.
 */
const storedIndexedPhoto = indexedPhoto.loose();

/** Keeps the records that fit the schema: one an older client wrote is skipped, not fatal. */
function validRecords(rows: readonly unknown[]): IndexedPhoto[] {
  return rows.flatMap((row) => {
    const parsed = storedIndexedPhoto.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Reads the photo records from the app's IndexedDB in batches: when the location names a date
 * index, first the newest photos by it (`newest: true`), then the whole store by id. Opens without
 * a version: the app owns the schema and its upgrades, the worker only reads.
 */
export async function* photoRecordBatches(
  location: PhotoStoreLocation,
  batchSize = LOAD_BATCH,
): AsyncGenerator<{ records: IndexedPhoto[]; newest: boolean }> {
  const db = await openDB(location.database);
  try {
    if (!db.objectStoreNames.contains(location.store)) return;
    const index = location.newestFirstIndex;
    if (index && db.transaction(location.store).store.indexNames.contains(index)) {
      yield { records: validRecords(await newest(db, location.store, index)), newest: true };
    }
    let after: number | undefined;
    for (;;) {
      const range = after === undefined ? undefined : IDBKeyRange.lowerBound(after, true);
      const rows: unknown[] = await db.getAll(location.store, range, batchSize);
      if (rows.length === 0) return;
      after = (rows.at(-1) as { id: number }).id;
      yield { records: validRecords(rows), newest: false };
      if (rows.length < batchSize) return;
    }
  } finally {
    db.close();
  }
}

async function newest(db: IDBPDatabase, store: string, index: string): Promise<unknown[]> {
  const rows: unknown[] = [];
  let cursor = await db.transaction(store).store.index(index).openCursor(null, 'prev');
  while (cursor && rows.length < NEWEST_FIRST) {
    rows.push(cursor.value);
    cursor = await cursor.continue();
  }
  return rows;
}

/** Every photo record at once (tests, small stores). */
export async function loadPhotoRecords(location: PhotoStoreLocation): Promise<IndexedPhoto[]> {
  const records: IndexedPhoto[] = [];
  for await (const batch of photoRecordBatches(location)) {
    if (!batch.newest) records.push(...batch.records);
  }
  return records;
}

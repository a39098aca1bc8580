import { type IDBPDatabase, openDB } from 'idb';
import { z } from 'zod';
import type { IndexedPhoto } from '../../src/shared/photos/photoRecord';
import { snapshotLocation } from './indexSnapshots';

export const photoStoreLocation = z.object({
  database: z.string().min(1),
  /** The object store holding photo records, keyed by photo id. */
  store: z.string().min(1),
  /**
   * An index of the store by date taken: when given, the newest photos are read first, so a first
   * page of the default sort (newest taken first) can be answered before the rest is read.
   */
  newestFirstIndex: z.string().min(1).optional(),
  /**
   * Where the owner's index snapshot and photo revision are kept: when given, a current snapshot
   * is read instead of the records, and one is written after a full read or a change.
   */
  snapshot: snapshotLocation.optional(),
});

export type PhotoStoreLocation = z.infer<typeof photoStoreLocation>;

/** Records read per request: a few milliseconds of decoding, so queries are answered between. */
export const LOAD_BATCH = 5000;

/** Photos read newest first before the rest: a few screens of the grid. */
export const NEWEST_FIRST = 1000;

const isString = (value: unknown) => typeof value === 'string';
const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number';
const isBoolean = (value: unknown) => typeof value === 'boolean';

/**
 * Whether a stored row has the fields the index reads, with their types. Checked by hand rather
 * than with `indexedPhoto` (zod): the rows are the app's own, written after the API's schema
 * checked them, and parsing 100,000 of them took a third of the load. This only keeps a record an
 * older client wrote in another shape from breaking the index. Other fields are let through.
 */
export function isIndexable(row: unknown): row is IndexedPhoto {
  const r = row as Record<keyof IndexedPhoto, unknown> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    isNumber(r.id) &&
    isString(r.name) &&
    isNumber(r.width) &&
    isNumber(r.height) &&
    isString(r.createdAt) &&
    isOptionalString(r.takenAt) &&
    Array.isArray(r.albumIds) &&
    isNumber(r.sourceId) &&
    isBoolean(r.isDuplicate) &&
    isBoolean(r.isGeoTagged) &&
    isOptionalString(r.contentHash) &&
    isOptionalString(r.perceptualHash) &&
    isOptionalString(r.cropSignature)
  );
}

/** Keeps the records that fit: one an older client wrote is skipped, not fatal. */
const validRecords = (rows: readonly unknown[]): IndexedPhoto[] => rows.filter(isIndexable);

export interface PhotoRecordBatch {
  records: IndexedPhoto[];
  /** The newest photos by date taken, read first; the full read repeats them. */
  newest: boolean;
  /** Records in the store when the read began: room for the index to reserve. */
  stored: number;
}

/**
 * Reads the photo records from the app's IndexedDB in batches: when the location names a date
 * index, first the newest photos by it (`newest: true`), then the whole store by id. Opens without
 * a version: the app owns the schema and its upgrades, the worker only reads. The next batch is
 * asked for before this one is handed over, so IndexedDB reads it while this one is indexed.
 * (Asking for every batch at once was no faster, and held the newest photos back behind them.)
 */
export async function* photoRecordBatches(
  location: PhotoStoreLocation,
  batchSize = LOAD_BATCH,
): AsyncGenerator<PhotoRecordBatch> {
  const db = await openDB(location.database);
  try {
    if (!db.objectStoreNames.contains(location.store)) return;
    const stored = await db.count(location.store);
    const read = (after: number | undefined): Promise<unknown[]> =>
      db.getAll(
        location.store,
        after === undefined ? undefined : IDBKeyRange.lowerBound(after, true),
        batchSize,
      );
    const index = location.newestFirstIndex;
    let rows: unknown[];
    if (index && db.transaction(location.store).store.indexNames.contains(index)) {
      const newestRows = newest(db, location.store, index);
      const first = read(undefined);
      // Settled either way before the newest are awaited, so a failure is not left unhandled.
      first.catch(() => {});
      yield { records: validRecords(await newestRows), newest: true, stored };
      rows = await first;
    } else {
      rows = await read(undefined);
    }
    while (rows.length > 0) {
      const next = rows.length === batchSize ? read((rows.at(-1) as { id: number }).id) : undefined;
      next?.catch(() => {});
      yield { records: validRecords(rows), newest: false, stored };
      if (!next) return;
      rows = await next;
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

/** Every photo record at once, by id (the snapshot keeper's re-read). */
export async function loadPhotoRecords(location: PhotoStoreLocation): Promise<IndexedPhoto[]> {
  const records: IndexedPhoto[] = [];
  for await (const batch of photoRecordBatches(location)) {
    if (!batch.newest) records.push(...batch.records);
  }
  return records;
}

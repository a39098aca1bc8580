import { type IDBPDatabase, openDB } from 'idb';
import { z } from 'zod';
import {
  decodePhotoIndexSnapshot,
  encodePhotoIndexSnapshot,
  type SnapshotStamp,
} from '../../browser-storage/photoIndexSnapshot';
import type { IndexedPhoto } from '../../src/shared/photos/photoRecord';

export const snapshotLocation = z.object({
  /** The store of index snapshots, keyed by owner id. */
  store: z.string().min(1),
  /** The store of each snapshot's stamp, keyed by owner id: small, read before the snapshot. */
  stamps: z.string().min(1),
  /** The store of photo revisions ({ ownerId, revision }), keyed by owner id. */
  revisions: z.string().min(1),
  ownerId: z.number().int(),
});

export type SnapshotLocation = z.infer<typeof snapshotLocation>;

interface StoreRef {
  database: string;
  /** The photo records' store. */
  store: string;
}

export interface SnapshotRead {
  /** The snapshot's records, when it was made at the store's current revision; else undefined. */
  records: IndexedPhoto[] | undefined;
  /** The store's revision and row count now: what a snapshot made from a read now is stamped with. */
  stamp: SnapshotStamp;
}

const revisionOf = (row: unknown): number => {
  const revision = (row as { revision?: unknown } | undefined)?.revision;
  return typeof revision === 'number' ? revision : 0;
};

/**
 * The app's database, or undefined when there is none: opening without a version would create an
 * empty one at version 1, and the app's own upgrade would then skip its first steps.
 */
async function openExisting(name: string): Promise<IDBPDatabase | undefined> {
  try {
    return await openDB(name, undefined, {
      upgrade: (_db, _old, _new, tx) => {
        tx.done.catch(() => {});
        tx.abort();
      },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return undefined;
    throw error;
  }
}

const hasStores = (names: DOMStringList, stores: string[]) =>
  stores.every((name) => names.contains(name));

/**
 * Reads the owner's index snapshot with the store's revision and row count, in one transaction so
 * they agree. Its stamp row says whether it is current, so a stale snapshot's columns are never
 * read. A snapshot that does not parse (another version's, or damaged) is as good as none: the
 * caller reads the records instead.
 */
export async function readSnapshot(
  photos: StoreRef,
  at: SnapshotLocation,
  { decode = true } = {},
): Promise<SnapshotRead & { current: boolean }> {
  const stamp = { ownerId: at.ownerId, revision: 0, storedRows: 0 };
  const db = await openExisting(photos.database);
  if (!db) return { records: undefined, stamp, current: false };
  try {
    const stores = [photos.store, at.revisions, at.stamps, at.store];
    if (!hasStores(db.objectStoreNames, stores))
      return { records: undefined, stamp, current: false };
    const tx = db.transaction(stores);
    const [storedRows, revision, stored] = await Promise.all([
      tx.objectStore(photos.store).count(),
      tx.objectStore(at.revisions).get(at.ownerId).then(revisionOf),
      tx.objectStore(at.stamps).get(at.ownerId) as Promise<Partial<SnapshotStamp> | undefined>,
    ]);
    const now = { ...stamp, revision, storedRows };
    if (stored?.revision !== revision || stored.storedRows !== storedRows) {
      return { records: undefined, stamp: now, current: false };
    }
    if (!decode) return { records: undefined, stamp: now, current: true };
    const snapshot: unknown = await tx.objectStore(at.store).get(at.ownerId);
    try {
      return { records: decodePhotoIndexSnapshot(snapshot), stamp: now, current: true };
    } catch {
      return { records: undefined, stamp: now, current: false };
    }
  } finally {
    db.close();
  }
}

/**
 * Stores a snapshot of `records`, read from the store as `stamp` says, unless the revision has
 * moved on since (a write meanwhile: the records may be a mix of before and after). Answers
 * whether it was stored.
 */
export async function writeSnapshot(
  photos: StoreRef,
  at: SnapshotLocation,
  records: readonly IndexedPhoto[],
  stamp: SnapshotStamp,
): Promise<boolean> {
  // Encoded before the transaction: it is the long part, and holds no lock meanwhile.
  const snapshot = encodePhotoIndexSnapshot(records, stamp);
  const db = await openExisting(photos.database);
  if (!db) return false;
  try {
    const stores = [at.revisions, at.stamps, at.store];
    if (!hasStores(db.objectStoreNames, stores)) return false;
    const tx = db.transaction(stores, 'readwrite');
    const revision = revisionOf(await tx.objectStore(at.revisions).get(at.ownerId));
    if (revision !== stamp.revision) {
      tx.abort();
      await tx.done.catch(() => {});
      return false;
    }
    await Promise.all([
      tx.objectStore(at.store).put(snapshot),
      tx.objectStore(at.stamps).put(stamp),
      tx.done,
    ]);
    return true;
  } finally {
    db.close();
  }
}

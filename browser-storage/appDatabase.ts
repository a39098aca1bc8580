import { type DBSchema, type IDBPDatabase, openDB, type StoreNames } from 'idb';
import type { OutboxEntry } from '../src/shared/offline/outboxRules';
import { notifyAppDatabaseClosed } from './databaseClosed';
import type { PhotoIndexSnapshot, SnapshotStamp } from './photoIndexSnapshot';
import type { PendingUpload, StoredPhoto, SyncCursor } from './photoStore';
import type { StoredProjectList } from './projectListStore';

/**
 * The app's one IndexedDB database, shared by the pages and the service worker. Every change of
 * shape is a new version with its step in `upgrade`, never an edit of an old step.
 */
export interface AppDatabaseSchema extends DBSchema {
  outbox: { key: number; value: OutboxEntry };
  /** Photos another app shared to the shop (Web Share Target), waiting for the upload flow. */
  sharedFiles: { key: number; value: SharedFile };
  /** The signed-in user's photo records, as `my/photos` sends them; the photo worker reads them. */
  photos: {
    key: number;
    value: StoredPhoto;
    indexes: { byOwner: number; byCreatedAt: string; byTakenAt: string };
  };
  /** Where each incremental sync left off (`my/photos` updatedSince). */
  syncCursors: { key: string; value: SyncCursor };
  /** Files picked for upload that have not finished: their bytes and tus URL survive a reload. */
  pendingUploads: { key: string; value: PendingUpload; indexes: { byOwner: number } };
  /**
   * Bumped in the same transaction as every write or removal of an owner's photo records, so a
   * snapshot made at an older revision is known to be stale.
   */
  photoRevisions: { key: number; value: PhotoRevision };
  /** The photo worker's index columns, per owner, made at a revision (photoIndexSnapshot.ts). */
  photoIndexSnapshots: { key: number; value: PhotoIndexSnapshot };
  /**
   * Each snapshot's stamp, written with it: whether a snapshot is current is known without
   * reading its columns.
   */
  photoSnapshotStamps: { key: number; value: SnapshotStamp };
  /**
   * The project list's last answers, per owner and query (status, filter, sort, page), so /home
   * reads offline; queued renames and archives are written into them as they are made.
   */
  projectLists: { key: string; value: StoredProjectList; indexes: { byOwner: number } };
}

export interface PhotoRevision {
  ownerId: number;
  revision: number;
}

export interface SharedFile {
  id?: number;
  file: Blob;
  name: string;
  type: string;
  sharedAt: number;
}

export const APP_DATABASE_NAME = 'printshop';
export const APP_DATABASE_VERSION = 6;

/**
 * Every store's name, defined here only: the typed calls of this folder check them against the
 * schema, and the photo worker, which opens the database without its types, imports them too.
 */
export const STORES = {
  outbox: 'outbox',
  sharedFiles: 'sharedFiles',
  photos: 'photos',
  syncCursors: 'syncCursors',
  pendingUploads: 'pendingUploads',
  photoRevisions: 'photoRevisions',
  photoIndexSnapshots: 'photoIndexSnapshots',
  photoSnapshotStamps: 'photoSnapshotStamps',
  projectLists: 'projectLists',
} as const satisfies { [S in StoreNames<AppDatabaseSchema>]: S };

/** The photo store's date index, which the worker reads newest first. */
export const PHOTOS_BY_TAKEN_AT = 'byTakenAt';

export type AppDatabase = IDBPDatabase<AppDatabaseSchema>;

export { onAppDatabaseClosed } from './databaseClosed';

export function openAppDatabase(): Promise<AppDatabase> {
  return openDB<AppDatabaseSchema>(APP_DATABASE_NAME, APP_DATABASE_VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1)
        db.createObjectStore(STORES.outbox, { keyPath: 'seq', autoIncrement: true });
      if (oldVersion < 2)
        db.createObjectStore(STORES.sharedFiles, { keyPath: 'id', autoIncrement: true });
      if (oldVersion < 3) {
        const photos = db.createObjectStore(STORES.photos, { keyPath: 'id' });
        photos.createIndex('byOwner', 'ownerId');
        photos.createIndex('byCreatedAt', 'createdAt');
        photos.createIndex(PHOTOS_BY_TAKEN_AT, 'takenAt');
        db.createObjectStore(STORES.syncCursors, { keyPath: 'name' });
        const uploads = db.createObjectStore(STORES.pendingUploads, { keyPath: 'id' });
        uploads.createIndex('byOwner', 'ownerId');
      }
      if (oldVersion < 4) {
        db.createObjectStore(STORES.photoRevisions, { keyPath: 'ownerId' });
        db.createObjectStore(STORES.photoIndexSnapshots, { keyPath: 'ownerId' });
      }
      if (oldVersion < 5) {
        db.createObjectStore(STORES.photoSnapshotStamps, { keyPath: 'ownerId' });
        // Snapshots without a stamp row would never be read again: their space is freed now.
        if (oldVersion >= 4) void tx.objectStore(STORES.photoIndexSnapshots).clear();
      }
      if (oldVersion < 6) {
        const lists = db.createObjectStore(STORES.projectLists, { keyPath: 'key' });
        lists.createIndex('byOwner', 'ownerId');
      }
    },
    // An open connection holds a newer version's upgrade back in every other tab until it closes.
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
      notifyAppDatabaseClosed();
    },
  });
}

import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxEntry } from '../src/shared/offline/outboxRules';
import type { PhotoIndexSnapshot } from './photoIndexSnapshot';
import type { PendingUpload, StoredPhoto, SyncCursor } from './photoStore';

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
export const APP_DATABASE_VERSION = 4;

/** The stores the photo worker reads by name (workers/photos/loadPhotoRecords.ts). */
export const PHOTOS_STORE = 'photos';
export const PHOTO_REVISIONS_STORE = 'photoRevisions';
export const PHOTO_SNAPSHOTS_STORE = 'photoIndexSnapshots';

export type AppDatabase = IDBPDatabase<AppDatabaseSchema>;

export function openAppDatabase(): Promise<AppDatabase> {
  return openDB<AppDatabaseSchema>(APP_DATABASE_NAME, APP_DATABASE_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      if (oldVersion < 2)
        db.createObjectStore('sharedFiles', { keyPath: 'id', autoIncrement: true });
      if (oldVersion < 3) {
        const photos = db.createObjectStore(PHOTOS_STORE, { keyPath: 'id' });
        photos.createIndex('byOwner', 'ownerId');
        photos.createIndex('byCreatedAt', 'createdAt');
        photos.createIndex('byTakenAt', 'takenAt');
        db.createObjectStore('syncCursors', { keyPath: 'name' });
        const uploads = db.createObjectStore('pendingUploads', { keyPath: 'id' });
        uploads.createIndex('byOwner', 'ownerId');
      }
      if (oldVersion < 4) {
        db.createObjectStore(PHOTO_REVISIONS_STORE, { keyPath: 'ownerId' });
        db.createObjectStore(PHOTO_SNAPSHOTS_STORE, { keyPath: 'ownerId' });
      }
    },
  });
}

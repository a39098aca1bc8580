import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxEntry } from '../../../shared/offline/outboxRules';

/**
 * The app's one IndexedDB database, shared by the pages and the service worker. Every change of
 * shape is a new version with its step in `upgrade`, never an edit of an old step.
 */
export interface AppDatabaseSchema extends DBSchema {
  outbox: { key: number; value: OutboxEntry };
  /** Photos another app shared to the shop (Web Share Target), waiting for the upload flow. */
  sharedFiles: { key: number; value: SharedFile };
}

export interface SharedFile {
  id?: number;
  file: Blob;
  name: string;
  type: string;
  sharedAt: number;
}

export const APP_DATABASE_NAME = 'printshop';
export const APP_DATABASE_VERSION = 2;

export type AppDatabase = IDBPDatabase<AppDatabaseSchema>;

export function openAppDatabase(): Promise<AppDatabase> {
  return openDB<AppDatabaseSchema>(APP_DATABASE_NAME, APP_DATABASE_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      if (oldVersion < 2)
        db.createObjectStore('sharedFiles', { keyPath: 'id', autoIncrement: true });
    },
  });
}

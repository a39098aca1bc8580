import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_DATABASE_NAME,
  APP_DATABASE_VERSION,
  onAppDatabaseClosed,
  openAppDatabase,
  STORES,
} from './appDatabase';

beforeEach(() => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() });
});

describe('the app database', () => {
  it('has every store the names stand for', async () => {
    const db = await openAppDatabase();
    expect([...db.objectStoreNames].sort()).toEqual(Object.values(STORES).sort());
    db.close();
  });

  it('closes for a newer version opened elsewhere, and says so, instead of holding it back', async () => {
    const closed = vi.fn();
    const stop = onAppDatabaseClosed(closed);
    const old = await openAppDatabase();
    const blocked = vi.fn();
    const newer = await openDB(APP_DATABASE_NAME, APP_DATABASE_VERSION + 1, { blocked });
    expect(closed).toHaveBeenCalledOnce();
    expect(blocked).not.toHaveBeenCalled();
    expect(newer.version).toBe(APP_DATABASE_VERSION + 1);
    await expect(old.get(STORES.outbox, 1)).rejects.toThrow();
    newer.close();
    stop();
  });
});

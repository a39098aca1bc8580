// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APP_DATABASE_NAME,
  APP_DATABASE_VERSION,
  openAppDatabase,
} from '../../../browser-storage/appDatabase';
import { reloadOnDatabaseUpgrade } from './databaseUpgradeNotice';

let stop: (() => void) | undefined;
beforeEach(() => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() });
});
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

describe('the database upgrade notice', () => {
  it('asks a tab in use to reload once a newer version in another tab needed its database', async () => {
    stop = reloadOnDatabaseUpgrade();
    await openAppDatabase();
    const newer = await openDB(APP_DATABASE_NAME, APP_DATABASE_VERSION + 1);
    const notice = document.getElementById('database-upgrade')!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.querySelector('button')?.textContent).toBe('Reload the page');
    newer.close();
  });
});

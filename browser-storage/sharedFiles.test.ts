import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openAppDatabase } from './appDatabase';
import { storeSharedFiles, takeSharedFiles } from './sharedFiles';

beforeEach(() => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() });
});

describe('shared files', () => {
  it('keeps shared photos until the upload flow takes them, once', async () => {
    const db = await openAppDatabase();
    const files = [
      new File(['a'], 'beach.jpg', { type: 'image/jpeg' }),
      new File(['bb'], 'dog.png', { type: 'image/png' }),
    ];
    expect(await storeSharedFiles(db, files, 5)).toBe(2);
    const taken = await takeSharedFiles(db);
    expect(taken.map((f) => [f.name, f.type, f.sharedAt])).toEqual([
      ['beach.jpg', 'image/jpeg', 5],
      ['dog.png', 'image/png', 5],
    ]);
    expect(await takeSharedFiles(db)).toEqual([]);
  });
});

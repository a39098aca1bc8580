import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openAppDatabase } from '../../../browser-storage/appDatabase';
import { type ApiPhoto, idbPhotoStore } from '../../../browser-storage/photoStore';
import type { ActionInput } from '../../shared/api/actionTable';
import { ConnectivityError } from '../../shared/errors';
import { CURSOR_OVERLAP_MS, SYNC_PAGE_SIZE, syncPhotos } from './syncPhotos';

beforeEach(() => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() });
});

function photo(id: number): ApiPhoto {
  return {
    id,
    name: `photo ${id}`,
    width: 40,
    height: 30,
    createdAt: '2026-01-01T00:00:00Z',
    albumIds: [],
    urls: {},
    widths: {},
    heights: {},
    sourceId: 0,
    isOriginalUploaded: true,
    isDuplicate: false,
    isGeoTagged: false,
  };
}

/** A fake `my/photos` over `all`, recording what it was asked. */
function fakeApi(all: ApiPhoto[], fail?: (page: number) => boolean) {
  const asked: ActionInput<'my/photos'>[] = [];
  return {
    asked,
    call: (async (_name: string, input: ActionInput<'my/photos'>) => {
      asked.push(input);
      const page = Number(input.page ?? 1);
      if (fail?.(page)) throw new ConnectivityError();
      const start = (page - 1) * SYNC_PAGE_SIZE;
      return { items: all.slice(start, start + SYNC_PAGE_SIZE), total: all.length };
    }) as never,
  };
}

describe('syncing the photo library', () => {
  it('pages through everything the first time, then asks only for changes', async () => {
    const store = idbPhotoStore(await openAppDatabase(), 7);
    const all = Array.from({ length: SYNC_PAGE_SIZE + 5 }, (_, i) => photo(i + 1));
    const api = fakeApi(all);
    const now = Date.parse('2026-02-01T12:00:00Z');
    expect(await syncPhotos(api, store, () => now)).toHaveLength(all.length);
    expect(api.asked.map((a) => [a.page, a.updatedSince, a.hideDuplicates])).toEqual([
      [1, undefined, false],
      [2, undefined, false],
    ]);
    expect(await store.allPhotos()).toHaveLength(all.length);
    expect(await store.cursor()).toBe(new Date(now - CURSOR_OVERLAP_MS).toISOString());

    const again = fakeApi([photo(1)]);
    await syncPhotos(again, store, () => now + 60_000);
    expect(again.asked[0]?.updatedSince).toBe(new Date(now - CURSOR_OVERLAP_MS).toISOString());
  });

  it('keeps the pages that arrived but not the cursor when the connection drops', async () => {
    const store = idbPhotoStore(await openAppDatabase(), 7);
    const all = Array.from({ length: SYNC_PAGE_SIZE * 2 }, (_, i) => photo(i + 1));
    await expect(
      syncPhotos(
        fakeApi(all, (page) => page === 2),
        store,
      ),
    ).rejects.toThrow();
    expect(await store.allPhotos()).toHaveLength(SYNC_PAGE_SIZE);
    expect(await store.cursor()).toBeUndefined();
  });

  it("keeps one account's library: another account's records go when it claims the store", async () => {
    const db = await openAppDatabase();
    const hashes = { contentHash: 'a'.repeat(64), perceptualHash: '0f'.repeat(8) };
    await idbPhotoStore(db, 1).putPhotos([{ ...photo(1), ...hashes }]);
    // The server's record without hashes (not hashed there yet) keeps the ones known here.
    await idbPhotoStore(db, 1).putPhotos([photo(1)]);
    expect((await idbPhotoStore(db, 1).allPhotos())[0]).toMatchObject(hashes);
    expect(await idbPhotoStore(db, 1).photosByIds([1, 5])).toEqual([
      expect.objectContaining({ id: 1, ...hashes }),
      undefined,
    ]);
    const other = idbPhotoStore(db, 2);
    await other.claim();
    expect(await db.getAll('photos')).toEqual([]);
  });
});

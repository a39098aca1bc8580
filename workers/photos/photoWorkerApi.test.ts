import 'fake-indexeddb/auto';
import * as Comlink from 'comlink';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { perceptualHash } from '../../src/shared/photos/perceptualHash';
import type { Progress } from '../../src/shared/photos/slices';
import { generatePhotos } from '../../src/shared/photos/testing/generatePhotos';
import { naivePhotoQuery } from './engine/naivePhotoQuery';
import { LOAD_BATCH, NEWEST_FIRST } from './loadPhotoRecords';
import { createPhotoWorkerApi, type PhotoWorkerApi } from './photoWorkerApi';

/** Thousands of records through fake-indexeddb: seconds on a busy machine, not a hang. */
const LARGE_STORES = { timeout: 30_000 };

/** The API across a real message channel, as the page sees it through Comlink. */
function connect(api = createPhotoWorkerApi()) {
  const channel = new MessageChannel();
  Comlink.expose(api, channel.port1);
  const remote = Comlink.wrap<PhotoWorkerApi>(channel.port2);
  const close = () => {
    channel.port1.close();
    channel.port2.close();
  };
  return { remote, close };
}

const open: (() => void)[] = [];
afterEach(() => {
  for (const close of open.splice(0)) close();
});

describe('photo worker API', LARGE_STORES, () => {
  it('loads records, answers queries and applies changes through Comlink', async () => {
    const { remote, close } = connect();
    open.push(close);
    const photos = generatePhotos(3000, 11);
    const progress: Progress[] = [];
    const size = await remote.load(
      { records: photos },
      Comlink.proxy((p: Progress) => {
        progress.push(p);
      }),
    );
    expect(size).toBe(3000);
    // Progress travels on its own channel, so it may land just after the answer.
    await vi.waitFor(() => expect(progress.at(-1)).toEqual({ done: 6000, total: 6000 }));
    const query = { filters: { album: [2] }, sortBy: 'date-added-asc' as const };
    expect(await remote.query(query)).toEqual(naivePhotoQuery(photos, query));
    await remote.remove([photos[0]!.id]);
    expect(await remote.upsert([{ ...photos[1]!, name: 'renamed beach' }])).toBe(2999);
    expect((await remote.query({ text: 'renamed', hideDuplicates: false })).ids).toEqual([
      photos[1]!.id,
    ]);
  });

  it('loads from an IndexedDB store, skipping records that no longer fit the schema', async () => {
    const photos = generatePhotos(50, 12);
    const db = await openDB('photo-worker-test', 1, {
      upgrade: (d) => d.createObjectStore('photos', { keyPath: 'id' }),
    });
    for (const photo of photos) await db.put('photos', photo);
    await db.put('photos', { id: 999, name: 42 });
    // The right fields but a wrong type in one the index reads (sort keys, facets).
    await db.put('photos', { ...photos[0]!, id: 1000, createdAt: 17 });
    db.close();
    const api = createPhotoWorkerApi();
    expect(await api.load({ database: 'photo-worker-test', store: 'photos' })).toBe(50);
    expect(await api.load({ database: 'photo-worker-test', store: 'missing' })).toBe(0);
  });

  it('answers the newest photos first, then every batch of a large store', async () => {
    // More than one batch, and more than the newest-first read, so both paths are exercised.
    const photos = generatePhotos(LOAD_BATCH * 2 + 300, 13);
    const db = await openDB('photo-worker-batches', 1, {
      upgrade: (d) =>
        d.createObjectStore('photos', { keyPath: 'id' }).createIndex('byTakenAt', 'takenAt'),
    });
    const tx = db.transaction('photos', 'readwrite');
    await Promise.all([...photos.map((photo) => tx.store.put(photo)), tx.done]);
    db.close();
    const api = createPhotoWorkerApi();
    const previews: { size: number; firstPage: number[] }[] = [];
    const size = await api.load(
      { database: 'photo-worker-batches', store: 'photos', newestFirstIndex: 'byTakenAt' },
      undefined,
      undefined,
      (previewSize) =>
        previews.push({ size: previewSize, firstPage: api.query({ limit: 50 }).ids }),
    );
    expect(size).toBe(photos.length);
    // The preview's first page of the default sort is the full library's, among dated photos.
    const dated = photos.filter((photo) => photo.takenAt !== undefined);
    const fullFirstPage = naivePhotoQuery(dated, { limit: 50 }).ids;
    expect(previews).toEqual([{ size: NEWEST_FIRST, firstPage: fullFirstPage }]);
    expect(api.query({ hideDuplicates: false }).total).toBe(photos.length);
    expect(api.query({ limit: 50 })).toEqual(naivePhotoQuery(photos, { limit: 50 }));
    // A second load (another tab's changes) keeps answering from the full index meanwhile.
    await api.load(
      { database: 'photo-worker-batches', store: 'photos', newestFirstIndex: 'byTakenAt' },
      undefined,
      undefined,
      () => previews.push({ size: -1, firstPage: [] }),
    );
    expect(previews).toHaveLength(1);
  });

  it('finds duplicates, flags all but the best copy, and hides them by default', async () => {
    const api = createPhotoWorkerApi();
    const base = { createdAt: '2024-01-01T00:00:00Z', albumIds: [], sourceId: 0 };
    const flags = { isDuplicate: false, isGeoTagged: false };
    await api.load({
      records: [
        {
          id: 1,
          name: 'a',
          width: 10,
          height: 10,
          ...base,
          ...flags,
          perceptualHash: '0f0f0f0f0f0f0f0f',
        },
        {
          id: 2,
          name: 'b',
          width: 20,
          height: 10,
          ...base,
          ...flags,
          perceptualHash: '0f0f0f0f0f0f0f0e',
        },
        { id: 3, name: 'c', width: 10, height: 10, ...base, ...flags, contentHash: 'b'.repeat(64) },
        { id: 4, name: 'd', width: 10, height: 10, ...base, ...flags, contentHash: 'b'.repeat(64) },
        { id: 5, name: 'e', width: 10, height: 10, ...base, ...flags },
      ],
    });
    const groups = await api.findDuplicates();
    expect(groups).toEqual(
      expect.arrayContaining([
        { keep: 2, duplicates: [1] },
        { keep: 3, duplicates: [4] },
      ]),
    );
    expect(api.query().ids.sort()).toEqual([2, 3, 5]);
    expect(api.query({ hideDuplicates: false }).total).toBe(5);
    // A file picked for upload with a known SHA-256 is found, so the page can skip sending it.
    expect(api.idOfContent('b'.repeat(64))).toBe(3);
    expect(api.idOfContent('c'.repeat(64))).toBeUndefined();
  });

  it("answers the page's duplicate search with how many flags changed, nothing more", async () => {
    const api = createPhotoWorkerApi();
    const base = { createdAt: '2024-01-01T00:00:00Z', albumIds: [], sourceId: 0 };
    const flags = { isDuplicate: false, isGeoTagged: false };
    const hash = { contentHash: 'b'.repeat(64) };
    await api.load({
      records: [1, 2, 3].map((id) => ({
        id,
        name: `${id}`,
        width: 9,
        height: 9,
        ...base,
        ...flags,
        ...hash,
      })),
    });
    expect(await api.flagDuplicates()).toEqual({ changed: 2 });
    expect(await api.flagDuplicates()).toEqual({ changed: 0 });
    expect(api.query().ids).toEqual([1]);
  });

  it('hashes files (SHA-256 and perceptual) and cancels a long run between files', async () => {
    const gray = { gray: new Uint8Array(64 * 64).map((_, i) => i % 64), width: 64, height: 64 };
    const api = createPhotoWorkerApi(async () => gray);
    const hashes = await api.hashFile(new Blob(['abc']));
    expect(hashes.sha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // The shared hash of the decoded bitmap: the function the server applies to the same input.
    expect(hashes.perceptualHash).toBe(perceptualHash(gray.gray, 64, 64));
    expect(hashes.perceptualHash).toMatch(/^[0-9a-f]{16}$/);

    const { remote, close } = connect(api);
    open.push(close);
    const files = Array.from({ length: 50 }, (_, i) => new Blob([`file ${i}`]));
    const done: number[] = [];
    const run = remote.hashFiles(
      files,
      Comlink.proxy((p: Progress) => {
        done.push(p.done);
        if (p.done === 3) void remote.cancel('upload-1');
      }),
      'upload-1',
    );
    await expect(run).rejects.toThrow(/Cancelled/);
    expect(done.length).toBeLessThan(50);
  });
});

import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppDatabase, openAppDatabase, STORES } from '../../../browser-storage/appDatabase';
import {
  decodePhotoIndexSnapshot,
  encodePhotoIndexSnapshot,
} from '../../../browser-storage/photoIndexSnapshot';
import {
  type ApiPhoto,
  idbPhotoStore,
  photoLibraryLocation,
} from '../../../browser-storage/photoStore';
import { naivePhotoQuery } from '../../../workers/photos/engine/naivePhotoQuery';
import type { PhotoQueryInput } from '../../../workers/photos/engine/photoQuery';
import { LOAD_BATCH } from '../../../workers/photos/loadPhotoRecords';
import { createPhotoWorkerApi } from '../../../workers/photos/photoWorkerApi';
import type { IndexedPhoto } from '../../shared/photos/photoRecord';
import { generatePhotos } from '../../shared/photos/testing/generatePhotos';

/** Thousands of records through fake-indexeddb: seconds on a busy machine, not a hang. */
const LARGE_STORES = { timeout: 30_000 };

const OWNER = 7;

/** Loads that read the records (the background snapshot refresh reads without a date index). */
const recordReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../workers/photos/loadPhotoRecords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../workers/photos/loadPhotoRecords')>();
  return {
    ...actual,
    photoRecordBatches: (...args: Parameters<typeof actual.photoRecordBatches>) => {
      if (args[0].newestFirstIndex) recordReads.count++;
      return actual.photoRecordBatches(...args);
    },
  };
});

beforeEach(() => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() });
});

/** Generated photos with the odd shapes a snapshot must keep: hashes, no date, awkward names. */
function libraryOf(count: number, seed: number): IndexedPhoto[] {
  return generatePhotos(count, seed).map((photo, i) => ({
    ...photo,
    ...(i % 3 === 0 ? { contentHash: i.toString(16).padStart(64, '0') } : {}),
    ...(i % 4 === 0 ? { perceptualHash: (i * 7919).toString(16).padStart(16, 'a') } : {}),
    ...(i % 50 === 0 ? { name: i % 100 === 0 ? '' : `Ünïcødé 📷 ${i}.jpg` } : {}),
  }));
}

/** As `my/photos` would send them: the fields the index does not read as well. */
const asApiPhoto = (photo: IndexedPhoto): ApiPhoto => ({
  ...photo,
  urls: { small: `/photos/${photo.id}/small.webp` },
  widths: { small: 320 },
  heights: { small: 240 },
  isOriginalUploaded: true,
});

const location = photoLibraryLocation(OWNER);

/** The queries the library makes: sorts, paging, text, facets, hidden duplicates. */
const QUERIES: PhotoQueryInput[] = [
  { limit: 100 },
  { sortBy: 'date-added-asc', offset: 50, limit: 50 },
  { sortBy: 'date-taken-asc', hideDuplicates: false, limit: 30 },
  { text: 'beach', limit: 40 },
  { text: 'ünïc', hideDuplicates: false },
  { filters: { album: [3, 7], orientation: ['portrait'] }, limit: 20 },
  { filters: { yearTaken: [2012], geoTagged: [true] }, sortBy: 'date-added-desc' },
  { filters: { source: [5] }, hideDuplicates: false, offset: 10, limit: 10 },
];

/** A library of `photos` written as the app writes it, and the app's database. */
async function storedLibrary(photos: IndexedPhoto[]): Promise<AppDatabase> {
  const db = await openAppDatabase();
  await idbPhotoStore(db, OWNER).putPhotos(photos.map(asApiPhoto));
  return db;
}

async function snapshotRevision(db: AppDatabase): Promise<number | undefined> {
  return (await db.get(STORES.photoIndexSnapshots, OWNER))?.revision;
}

/**
 * Loads the store in a new worker API: its size, whether the records were read (else the snapshot
 * was), and the first page of the default sort when the newest photos were previewed.
 */
async function load() {
  const api = createPhotoWorkerApi(undefined, { snapshotDelayMs: 0 });
  const reads = recordReads.count;
  const previews: number[][] = [];
  const size = await api.load(location, undefined, undefined, () =>
    previews.push(api.query({ limit: 50 }).ids),
  );
  return { api, size, readRecords: recordReads.count > reads, previews };
}

describe('photo index snapshots', LARGE_STORES, () => {
  it('decode(encode(records)) gives back the fields the index reads', () => {
    const photos = libraryOf(500, 21);
    const snapshot = encodePhotoIndexSnapshot(photos, { ownerId: 1, revision: 4, storedRows: 500 });
    expect(decodePhotoIndexSnapshot(structuredClone(snapshot))).toEqual(photos);
  });

  it('a later load reads the snapshot and answers every query as the full read did', async () => {
    // More than a batch, so the cold read goes batch by batch and previews the newest.
    const photos = libraryOf(LOAD_BATCH + 700, 22);
    const db = await storedLibrary(photos);
    const cold = await load();
    expect(cold).toMatchObject({ size: photos.length, readRecords: true });
    await vi.waitFor(async () => expect(await snapshotRevision(db)).toBe(1));

    // A record changed behind the app's back (no revision bump) shows the snapshot was read.
    await db.put(STORES.photos, { ...asApiPhoto(photos[1]!), ownerId: OWNER, name: 'changed' });
    const warm = await load();
    expect(warm).toMatchObject({ size: photos.length, readRecords: false });
    expect(warm.api.query({ text: 'changed', hideDuplicates: false }).total).toBe(0);
    // The newest photos first, as from a read: the first page among dated photos is the full one.
    const dated = photos.filter((photo) => photo.takenAt !== undefined);
    const firstPage = naivePhotoQuery(dated, { limit: 50 }).ids;
    expect(warm.previews).toEqual([firstPage]);
    expect(cold.previews).toEqual([firstPage]);
    for (const query of QUERIES) {
      const answer = warm.api.query(query);
      expect(answer).toEqual(cold.api.query(query));
      expect(answer).toEqual(naivePhotoQuery(photos, query));
    }
    const withHash = photos[3]!;
    expect(warm.api.idOfContent(withHash.contentHash!)).toBe(withHash.id);
    expect(await warm.api.findDuplicates()).toEqual(await cold.api.findDuplicates());
  });

  it('never serves a snapshot older than the records: a write or removal makes it stale', async () => {
    const photos = libraryOf(300, 23);
    const db = await storedLibrary(photos);
    await load();
    await vi.waitFor(async () => expect(await snapshotRevision(db)).toBe(1));
    const store = idbPhotoStore(db, OWNER);

    await store.putPhotos([asApiPhoto({ ...photos[0]!, name: 'renamed sunset' })]);
    expect(await store.revision()).toBe(2);
    const afterPut = await load();
    expect(afterPut.readRecords).toBe(true);
    expect(afterPut.api.query({ text: 'sunset', hideDuplicates: false }).ids).toEqual([
      photos[0]!.id,
    ]);
    await vi.waitFor(async () => expect(await snapshotRevision(db)).toBe(2));

    await store.removePhotos([photos[0]!.id, photos[1]!.id]);
    const afterRemove = await load();
    expect(afterRemove).toMatchObject({ size: 298, readRecords: true });
    // An empty write (a sync that found nothing new) changes nothing.
    await store.putPhotos([]);
    await store.removePhotos([]);
    expect(await store.revision()).toBe(3);
  });

  it('rewrites the snapshot after changes the page applies, from the store', async () => {
    const photos = libraryOf(200, 24);
    const db = await storedLibrary(photos);
    const { api } = await load();
    await vi.waitFor(async () => expect(await snapshotRevision(db)).toBe(1));
    const added = asApiPhoto({ ...photos[0]!, id: 5000, name: 'new arrival' });
    const [stored] = await idbPhotoStore(db, OWNER).putPhotos([added]);
    api.upsert([stored!]);
    await vi.waitFor(async () => expect(await snapshotRevision(db)).toBe(2));
    const warm = await load();
    expect(warm).toMatchObject({ size: 201, readRecords: false });
    expect(warm.api.query({ text: 'arrival', hideDuplicates: false }).ids).toEqual([5000]);
  });

  it('rewrites the snapshot once uploads are over, not after each file', async () => {
    const photos = libraryOf(100, 30);
    const db = await storedLibrary(photos);
    const { api } = await load();
    await vi.waitFor(async () => expect(await snapshotRevision(db)).toBe(1));
    const reads = vi.spyOn(
      await import('../../../workers/photos/loadPhotoRecords'),
      'loadPhotoRecords',
    );
    api.holdSnapshots(true);
    for (const id of [6001, 6002, 6003]) {
      const [stored] = await idbPhotoStore(db, OWNER).putPhotos([
        asApiPhoto({ ...photos[0]!, id }),
      ]);
      api.upsert([stored!]);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await snapshotRevision(db)).toBe(1);
    api.holdSnapshots(false);
    await vi.waitFor(async () => expect(await snapshotRevision(db)).toBe(4));
    expect(reads).toHaveBeenCalledOnce();
  });

  it('falls back to reading the records when the snapshot is damaged, and replaces it', async () => {
    const photos = libraryOf(300, 25);
    const db = await storedLibrary(photos);
    await load();
    await vi.waitFor(async () => expect(await snapshotRevision(db)).toBe(1));
    const good = (await db.get(STORES.photoIndexSnapshots, OWNER))!;
    // Current by its stamp, but a column is short.
    await db.put(STORES.photoIndexSnapshots, { ...good, ids: good.ids.subarray(1) });
    const damaged = await load();
    expect(damaged).toMatchObject({ size: 300, readRecords: true });
    expect(damaged.api.query({ limit: 20 })).toEqual(naivePhotoQuery(photos, { limit: 20 }));
    await vi.waitFor(async () =>
      expect((await db.get(STORES.photoIndexSnapshots, OWNER))!.ids.length).toBe(300),
    );
    expect((await load()).readRecords).toBe(false);
  });

  it('sees records written straight into the store without a revision (row count)', async () => {
    const db = await storedLibrary(libraryOf(100, 26));
    await load();
    await vi.waitFor(async () => expect(await snapshotRevision(db)).toBe(1));
    const extra = asApiPhoto({ ...libraryOf(1, 27)[0]!, id: 9999 });
    await db.put(STORES.photos, { ...extra, ownerId: OWNER });
    expect(await load()).toMatchObject({ size: 101, readRecords: true });
  });

  it("signing in as someone else drops the other account's records and snapshot", async () => {
    const db = await storedLibrary(libraryOf(50, 28));
    await load();
    await vi.waitFor(async () => expect(await snapshotRevision(db)).toBe(1));
    const other = idbPhotoStore(db, OWNER + 1);
    await other.claim();
    expect(await db.get(STORES.photoIndexSnapshots, OWNER)).toBeUndefined();
    expect(await db.get(STORES.photoRevisions, OWNER)).toBeUndefined();
    expect(await db.count(STORES.photos)).toBe(0);
    // Claiming again with nothing of others' to drop leaves the revision alone.
    await other.putPhotos([asApiPhoto(libraryOf(1, 29)[0]!)]);
    await other.claim();
    expect(await other.revision()).toBe(2);
  });
});

describe('photo index snapshots without the app database', () => {
  it('reads none and creates no database (the app creates it with its own upgrade)', async () => {
    const api = createPhotoWorkerApi(undefined, { snapshotDelayMs: 0 });
    const { readSnapshot } = await import('../../../workers/photos/indexSnapshots');
    const read = await readSnapshot(location, location.snapshot);
    expect(read).toMatchObject({ records: undefined, current: false });
    expect(await indexedDB.databases()).toEqual([]);
    expect(api.query().total).toBe(0);
  });
});

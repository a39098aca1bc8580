import 'fake-indexeddb/auto';
import * as Comlink from 'comlink';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiPhoto } from '../../../browser-storage/photoStore';
import { createPhotoWorkerApi, type PhotoWorkerApi } from '../../../workers/photos/photoWorkerApi';
import type { PhotoWorkerClient } from '../../../workers/photos/photoWorkerClient';
import { ConnectivityError } from '../../shared/errors';
import { PhotoLibrary } from './photoLibrary';

beforeEach(() => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() });
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The worker's API in this process, across a real message channel as Comlink uses it. */
function startWorker(local = createPhotoWorkerApi()): PhotoWorkerClient {
  const channel = new MessageChannel();
  Comlink.expose(local, channel.port1);
  const api = Comlink.wrap<PhotoWorkerApi>(channel.port2);
  const terminate = () => {
    channel.port1.close();
    channel.port2.close();
  };
  cleanups.push(terminate);
  return { api, terminate };
}

function photo(id: number, change: Partial<ApiPhoto> = {}): ApiPhoto {
  return {
    id,
    name: `photo ${id}`,
    width: 400,
    height: 300,
    createdAt: `2026-01-0${id}T00:00:00Z`,
    albumIds: [],
    urls: { small: `/photos/${id}/small.webp` },
    widths: {},
    heights: {},
    sourceId: 0,
    isOriginalUploaded: true,
    isDuplicate: false,
    isGeoTagged: false,
    ...change,
  };
}

/** `my/photos` answering these photos to every page 1 (the first sync reads them all). */
function serverWith(photos: ApiPhoto[]) {
  return {
    call: (async (_name: string, input: { page?: number }) => {
      const items = (input.page ?? 1) === 1 ? photos : [];
      return { items, total: photos.length };
    }) as never,
  };
}

function libraryOf(photos: ApiPhoto[], worker: () => PhotoWorkerClient = startWorker) {
  const library = new PhotoLibrary(7, serverWith(photos), worker, 0);
  cleanups.push(() => library.dispose());
  return library;
}

describe('the photo library', () => {
  it('hides the lesser of two near-identical photos the server did not flag', async () => {
    const library = libraryOf([
      // The same picture at two sizes: perceptual hashes one bit apart, different files.
      photo(1, { contentHash: 'a'.repeat(64), perceptualHash: '0f0f0f0f0f0f0f0f' }),
      photo(2, {
        width: 800,
        height: 600,
        contentHash: 'b'.repeat(64),
        perceptualHash: '0f0f0f0f0f0f0f0e',
      }),
      photo(3, { contentHash: 'c'.repeat(64), perceptualHash: 'f0f0f0f0f0f0f0f0' }),
    ]);
    await library.start();
    const versionAfterSync = library.getSnapshot().version;
    // Hidden once the worker's search has run; until then both show, as the server sent them.
    await vi.waitFor(async () => expect((await library.query({})).ids).toEqual([3, 2]));
    expect(library.getSnapshot().version).toBeGreaterThan(versionAfterSync);
    expect((await library.query({ hideDuplicates: false })).total).toBe(3);
  });

  it('searches again after a change, so a copy that arrives later is hidden too', async () => {
    const library = libraryOf([photo(1, { perceptualHash: '0f0f0f0f0f0f0f0f' })]);
    await library.start();
    await library.apply([
      photo(2, { width: 800, height: 600, perceptualHash: '0f0f0f0f0f0f0f0f' }),
    ]);
    await vi.waitFor(async () => expect((await library.query({})).ids).toEqual([2]));
  });

  it('reads from IndexedDB only the records it is asked for', async () => {
    const server = [1, 2, 3].map((id) => photo(id, { contentHash: String(id).repeat(64) }));
    const first = libraryOf(server);
    await first.start();
    first.dispose();

    // A return visit: the records are on the device, and the server has nothing new.
    const library = libraryOf([]);
    await library.start();
    expect(library.getSnapshot()).toMatchObject({ complete: true, size: 3 });
    expect(library.records.size).toBe(0);
    expect(await library.readRecords([2, 99])).toBe(1);
    expect([...library.records.keys()]).toEqual([2]);
  });

  it('searches once the uploads holding it back are over, not after every file', async () => {
    const api = createPhotoWorkerApi();
    const searches = vi.spyOn(api, 'flagDuplicates');
    const held = vi.spyOn(api, 'holdSnapshots');
    const library = libraryOf([photo(1, { perceptualHash: '0f0f0f0f0f0f0f0f' })], () =>
      startWorker(api),
    );
    await library.start();
    await vi.waitFor(() => expect(searches).toHaveBeenCalledTimes(1));
    const release = library.holdBackgroundWork();
    for (const id of [2, 3, 4]) {
      await library.apply([photo(id, { perceptualHash: '0f0f0f0f0f0f0f0f' })]);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searches).toHaveBeenCalledTimes(1);
    release();
    release();
    await vi.waitFor(async () => expect((await library.query({})).total).toBe(1));
    expect(searches).toHaveBeenCalledTimes(2);
    expect(held.mock.calls).toEqual([[true], [false]]);
  });

  it('asks the worker once per picked file, which says whether the library has it', async () => {
    const api = createPhotoWorkerApi(async () => undefined);
    const lookups = vi.spyOn(api, 'idOfContent');
    const file = new Blob(['abc']);
    const sha256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    const library = libraryOf([photo(1, { contentHash: sha256 })], () => startWorker(api));
    await library.start();
    library.knownHashes.clear();
    expect(await library.hashFile(file)).toEqual({ sha256, photoId: 1 });
    expect(library.knownHashes.get(sha256)).toBe(1);
    expect(lookups).not.toHaveBeenCalled();
  });

  it('asks again by itself when the shop was out of reach while the device said it was online', async () => {
    let reachable = false;
    const photos = [photo(1), photo(2)];
    const api = {
      call: (async (_name: string, input: { page?: number }) => {
        if (!reachable) throw new ConnectivityError();
        return { items: (input.page ?? 1) === 1 ? photos : [], total: photos.length };
      }) as never,
    };
    const library = new PhotoLibrary(7, api, startWorker, 0);
    cleanups.push(() => library.dispose());
    await library.start();
    expect(library.getSnapshot()).toMatchObject({ sync: 'offline', size: 0 });
    // The network carries requests again; no online event comes (it came before, too early).
    reachable = true;
    await vi.waitFor(
      () => expect(library.getSnapshot()).toMatchObject({ sync: 'synced', size: 2 }),
      {
        timeout: 10_000,
      },
    );
  });
  it('keeps a deleted photo away when a sync asked before the deletion answers after it', async () => {
    let answerLate: (() => void) | undefined;
    const before = [photo(1), photo(2)];
    const api = {
      call: (async (_name: string, input: { page?: number; updatedSince?: string }) => {
        // The second sync's answer was read on the server before the deletion, and comes late.
        if (input.updatedSince) await new Promise<void>((resolve) => (answerLate = resolve));
        return { items: (input.page ?? 1) === 1 ? before : [], total: before.length };
      }) as never,
    };
    const library = new PhotoLibrary(7, api, startWorker, 0);
    cleanups.push(() => library.dispose());
    await library.start();
    const lateSync = library.sync();
    await vi.waitFor(() => expect(answerLate).toBeDefined());

    const forgetting = library.forget([2]);
    answerLate?.();
    await Promise.all([lateSync, forgetting]);

    expect((await library.query({ hideDuplicates: false })).ids).toEqual([1]);
    expect(library.getSnapshot().size).toBe(1);
    await library.apply([photo(2)]);
    expect(library.records.has(2)).toBe(false);
    // The device's copy agrees: a return visit reads one photo.
    library.dispose();
    const next = libraryOf([]);
    await next.start();
    expect(next.getSnapshot().size).toBe(1);
  });
});

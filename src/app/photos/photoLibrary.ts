import * as Comlink from 'comlink';
import { openAppDatabase } from '../../../browser-storage/appDatabase';
import {
  type ApiPhoto,
  idbPhotoStore,
  type PhotoStore,
  photoLibraryLocation,
  type StoredPhoto,
} from '../../../browser-storage/photoStore';
import type { PhotoQueryInput, PhotoQueryResult } from '../../../workers/photos/engine/photoQuery';
import type { PhotoWorkerClient } from '../../../workers/photos/photoWorkerClient';
import { isConnectivityFailure } from '../../shared/errors';
import { type SettleTimer, settleTimer } from '../../shared/offline/settleTimer';
import type { ApiClient } from '../apiContext';
import { syncPhotos } from './syncPhotos';

/** Performance marks (tests/bench/photoLibraryScale.ts reads them): cheap, so they ship. */
export const FIRST_PAGE_MARK = 'photos:first-page';
export const INDEX_READY_MARK = 'photos:index-ready';

/** Marks a moment the first time it happens in this page's life. */
export function markOnce(name: string): void {
  if (typeof performance === 'undefined' || performance.getEntriesByName(name).length > 0) return;
  performance.mark(name);
}

export type SyncState = 'syncing' | 'synced' | 'offline' | 'failed';

export interface LibrarySnapshot {
  /** False until the newest photos are indexed; the grid waits for it. */
  ready: boolean;
  /** True once every stored photo is read and indexed: until then counts cover only some. */
  complete: boolean;
  sync: SyncState;
  /** Bumped whenever records change, so queries run again. */
  version: number;
  /** Photos indexed so far. */
  size: number;
}

/** Starts the photo worker; injected so unit tests can answer from an in-process API. */
export type StartWorker = () => PhotoWorkerClient;

/**
 * How long the duplicate search waits after a change: a sync applies its pages one after another,
 * and one search after the last is enough.
 */
export const DUPLICATE_SEARCH_DELAY_MS = 1000;

/**
 * The longest a change waits for the search while uploads go on: they hold it back until the
 * queue drains, since each finished file is a change and each search covers the whole library.
 */
export const DUPLICATE_SEARCH_MAX_WAIT_MS = 30_000;

/**
 * How long a sync waits before asking again when the shop could not be reached although the
 * device says it is online (the online event often comes before the network carries requests):
 * without it the library stayed on what the device had until the page was reloaded.
 */
export const SYNC_RETRY_DELAYS_MS = [2000, 5000, 15_000, 30_000];

/** Where the photos kept apart from their look-alikes ("not a duplicate") are stored. */
const keptApartKey = (ownerId: number) => `printshop.photos.keptApart.${ownerId}`;

/**
 * The signed-in user's photo library in the browser: records in IndexedDB, indexed by the photo
 * worker, kept up to date from `my/photos`. One per account for the life of the tab, so moving
 * between the grid, a photo and the albums does not reload 50,000 records.
 */
export class PhotoLibrary {
  /**
   * The records the page has read: those the grid has drawn or a photo view shown, and every one
   * applied since the start. Not the whole library: the worker alone reads that.
   */
  readonly records = new Map<number, StoredPhoto>();
  /**
   * SHA-256 of files known to be in the library (uploaded from here, or found by hashing a file
   * that is already there), to the photo's id (0 while on its way).
   */
  readonly knownHashes = new Map<string, number>();
  private snapshot: LibrarySnapshot = {
    ready: false,
    complete: false,
    sync: 'syncing',
    version: 0,
    size: 0,
  };
  private readonly listeners = new Set<() => void>();
  private worker: PhotoWorkerClient | undefined;
  private started: Promise<void> | undefined;
  private syncing: Promise<void> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;
  private readonly duplicateSearch: SettleTimer;
  /** Holds of background work (uploads under way); the worker's snapshot rewrite waits too. */
  private holds = 0;
  /** The running duplicate search's task id, to cancel it when a newer one starts. */
  private duplicateTask: string | undefined;
  private duplicateSearches = 0;
  /**
   * Photos deleted from this device in this session. A sync asked before the deletion can answer
   * after it with those photos in it; their ids are never given out again, so they are refused.
   */
  private readonly forgotten = new Set<number>();
  store: PhotoStore | undefined;

  constructor(
    readonly ownerId: number,
    private readonly api: Pick<ApiClient, 'call'>,
    private readonly startWorker: StartWorker,
    duplicateSearchDelayMs = DUPLICATE_SEARCH_DELAY_MS,
  ) {
    this.duplicateSearch = settleTimer(() => void this.findDuplicates(), {
      delayMs: duplicateSearchDelayMs,
      maxWaitMs: DUPLICATE_SEARCH_MAX_WAIT_MS,
    });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): LibrarySnapshot => this.snapshot;

  private update(change: Partial<LibrarySnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Loads the stored library into the worker, then syncs; safe to call again. */
  start(): Promise<void> {
    this.started ??= this.load().then(() => this.sync());
    return this.started;
  }

  private async load() {
    this.store = idbPhotoStore(await openAppDatabase(), this.ownerId);
    await this.store.claim();
    this.worker = this.startWorker();
    if (this.holds > 0) void this.worker.api.holdSnapshots(true);
    const keptApart = this.keptApart();
    if (keptApart.length > 0) void this.worker.api.keepApart(keptApart);
    // Only the worker reads the whole library (the page and the worker copying 100,000 records
    // out of IndexedDB at once took twice as long): the page reads the records the grid draws.
    // A returning visit reads the worker's snapshot of the index, not 100,000 records.
    const size = await this.worker.api.load(
      photoLibraryLocation(this.ownerId),
      undefined,
      undefined,
      Comlink.proxy((newest: number) => {
        if (this.snapshot.ready) return;
        this.update({ ready: true, version: this.snapshot.version + 1, size: newest });
      }),
    );
    this.update({ ready: true, complete: true, version: this.snapshot.version + 1, size });
    markOnce(INDEX_READY_MARK);
    void this.findDuplicates();
  }

  /**
   * Reads the records of these photos that the page does not have yet (one transaction), so
   * `records` has every one of them that is stored; answers how many were found.
   */
  async readRecords(ids: readonly number[]): Promise<number> {
    const store = this.store;
    const missing = ids.filter((id) => !this.records.has(id));
    if (!store || missing.length === 0) return 0;
    const found = (await store.photosByIds(missing)).filter((photo) => photo !== undefined);
    // A record applied meanwhile is newer than the one read before it.
    for (const photo of found) if (!this.records.has(photo.id)) this.records.set(photo.id, photo);
    return found.length;
  }

  /**
   * Flags duplicates from the photos' hashes in the worker (the server's flags only cover what
   * it has hashed and compared), then has the grid query again. A newer search cancels this one.
   */
  private async findDuplicates() {
    this.duplicateSearch.stop();
    const worker = this.worker;
    if (!worker) return;
    if (this.duplicateTask) void worker.api.cancel(this.duplicateTask);
    const taskId = `duplicates-${++this.duplicateSearches}`;
    this.duplicateTask = taskId;
    try {
      const { changed } = await worker.api.flagDuplicates(undefined, taskId);
      if (this.duplicateTask === taskId && changed > 0) {
        this.update({ version: this.snapshot.version + 1 });
      }
    } catch (error) {
      // Cancelled by a newer search, or the worker ended (sign-out): nothing to flag. Otherwise
      // the server's flags stay, and the next change searches again.
      if (this.duplicateTask === taskId && this.worker) {
        console.warn('The duplicate search failed', error);
      }
    } finally {
      if (this.duplicateTask === taskId) this.duplicateTask = undefined;
    }
  }

  /** A search after a quiet moment: changes come in bursts (a sync's pages, an upload batch). */
  private findDuplicatesSoon() {
    this.duplicateSearch.poke();
  }

  /**
   * Background work on the whole library (the duplicate search here, the index snapshot in the
   * worker) waits until the answered release, or the longest wait: the upload queue holds it
   * while files are going, so it runs once when the queue drains rather than after every file.
   */
  holdBackgroundWork(): () => void {
    const release = this.duplicateSearch.hold();
    if (this.holds++ === 0) void this.worker?.api.holdSnapshots(true);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
      if (--this.holds === 0) void this.worker?.api.holdSnapshots(false);
    };
  }

  /** Fetches what changed since the last sync; offline, the stored library stays as it is. */
  sync(): Promise<void> {
    this.syncing ??= this.runSync().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  private async runSync() {
    if (!this.store || !this.worker) return;
    clearTimeout(this.retry);
    this.update({ sync: 'syncing' });
    try {
      const changed = await syncPhotos(this.api, this.store);
      await this.apply(changed);
      this.retries = 0;
      this.update({ sync: 'synced' });
    } catch (error) {
      const unreachable = isConnectivityFailure(error);
      this.update({ sync: unreachable ? 'offline' : 'failed' });
      if (unreachable) this.retrySoon();
    }
  }

  /** Asks again while the device says it is online; an offline device waits for `online`. */
  private retrySoon() {
    if (!this.worker || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    const delay = SYNC_RETRY_DELAYS_MS[Math.min(this.retries, SYNC_RETRY_DELAYS_MS.length - 1)];
    this.retries++;
    this.retry = setTimeout(() => void this.sync(), delay);
  }

  /** Records a photo the server answered with (an upload, an album change) everywhere at once. */
  async apply(answered: readonly ApiPhoto[]): Promise<void> {
    const photos = answered.filter((photo) => !this.forgotten.has(photo.id));
    if (!this.store || !this.worker || photos.length === 0) return;
    const stored = await this.store.putPhotos(photos);
    for (const photo of stored) {
      this.records.set(photo.id, photo);
      if (photo.contentHash) this.knownHashes.set(photo.contentHash, photo.id);
    }
    const size = await this.worker.api.upsert(stored);
    this.update({ version: this.snapshot.version + 1, size });
    this.findDuplicatesSoon();
  }

  /** Forgets deleted photos on this device (the incremental sync never sees a deletion). */
  async forget(ids: readonly number[]): Promise<void> {
    if (!this.store || !this.worker) return;
    for (const id of ids) this.forgotten.add(id);
    // A sync under way may still write them to the device's copy: remove them once it is done.
    await this.syncing?.catch(() => {});
    await this.store.removePhotos(ids);
    for (const id of ids) this.records.delete(id);
    const size = await this.worker.api.remove([...ids]);
    this.update({ version: this.snapshot.version + 1, size });
    // The best copy of a group may be gone: another copy is to show instead.
    this.findDuplicatesSoon();
  }

  /**
   * The copies each of these photos hides as its duplicates (none before the index is loaded):
   * the tray says so on the photo shown, so no photo is hidden without the customer knowing.
   */
  hiddenTwinsOf(ids: readonly number[]): Promise<Record<number, number[]>> {
    if (!this.worker || ids.length === 0) return Promise.resolve({});
    return this.worker.api.hiddenTwinsOf([...ids]);
  }

  /** The photos the customer said are not duplicates, kept on this device per account. */
  keptApart(): number[] {
    try {
      const stored = JSON.parse(localStorage.getItem(keptApartKey(this.ownerId)) ?? '[]');
      return Array.isArray(stored) ? stored.filter((id) => Number.isInteger(id)) : [];
    } catch {
      return [];
    }
  }

  /** "Not a duplicate": the photo stays shown from now on, beside the copy it looked like. */
  async keepApart(id: number): Promise<void> {
    const ids = [...new Set([...this.keptApart(), id])];
    try {
      localStorage.setItem(keptApartKey(this.ownerId), JSON.stringify(ids));
    } catch {
      // Storage full or refused: the photo is still shown for the life of this tab.
    }
    await this.worker?.api.keepApart(ids);
    this.update({ version: this.snapshot.version + 1 });
  }

  query(query: PhotoQueryInput): Promise<PhotoQueryResult> {
    if (!this.worker) return Promise.reject(new Error('The photo library is not loaded yet'));
    return this.worker.api.query(query);
  }

  /**
   * The worker's hashing, for the upload flow. A file already in the library is added to
   * `knownHashes` (the page does not read every record, so it cannot know them all beforehand):
   * the worker looks its checksum up in the same call.
   */
  async hashFile(file: Blob) {
    if (!this.worker) throw new Error('The photo library is not loaded yet');
    const hashes = await this.worker.api.hashFile(file);
    if (hashes.photoId !== undefined && !this.knownHashes.has(hashes.sha256)) {
      this.knownHashes.set(hashes.sha256, hashes.photoId);
    }
    return hashes;
  }

  dispose(): void {
    this.duplicateSearch.stop();
    clearTimeout(this.retry);
    this.worker?.terminate();
    this.worker = undefined;
  }
}

import * as Comlink from 'comlink';
import { LOAD_BATCH, NEWEST_FIRST } from '../../../workers/photos/loadPhotoRecords';
import type { PhotoWorkerClient } from '../../../workers/photos/photoWorkerClient';
import { isConnectivityFailure } from '../../shared/errors';
import type { PhotoQueryInput, PhotoQueryResult } from '../../shared/photos/photoQuery';
import type { ApiClient } from '../apiContext';
import { APP_DATABASE_NAME, openAppDatabase, PHOTOS_STORE } from '../offline/db/appDatabase';
import {
  type ApiPhoto,
  idbPhotoStore,
  type PhotoStore,
  type StoredPhoto,
} from '../offline/db/photoStore';
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
  size: number;
}

/** Starts the photo worker; injected so unit tests can answer from an in-process API. */
export type StartWorker = () => PhotoWorkerClient;

/**
 * The signed-in user's photo library in the browser: records in IndexedDB, indexed by the photo
 * worker, kept up to date from `my/photos`. One per account for the life of the tab, so moving
 * between the grid, a photo and the albums does not reload 50,000 records.
 */
export class PhotoLibrary {
  readonly records = new Map<number, StoredPhoto>();
  /** SHA-256 of the files this device uploaded (or is uploading), to the photo's id (0 while on its way). */
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
  store: PhotoStore | undefined;

  constructor(
    readonly ownerId: number,
    private readonly api: Pick<ApiClient, 'call'>,
    private readonly startWorker: StartWorker,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): LibrarySnapshot => this.snapshot;

  private update(change: Partial<LibrarySnapshot>) {
    this.snapshot = { ...this.snapshot, ...change, size: this.records.size };
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
    const store = this.store;
    this.worker = this.startWorker();
    // The worker reads and indexes on its own thread meanwhile; the page reads the records it
    // draws from (names, thumbnail urls), the newest first, in batches that leave it responsive.
    let previewIndexed = false;
    let previewRead = false;
    const showPreview = () => {
      if (previewIndexed && previewRead && !this.snapshot.ready) {
        this.update({ ready: true, version: this.snapshot.version + 1 });
      }
    };
    const indexed = this.worker.api.load(
      { database: APP_DATABASE_NAME, store: PHOTOS_STORE, newestFirstIndex: 'byTakenAt' },
      undefined,
      undefined,
      Comlink.proxy(() => {
        previewIndexed = true;
        showPreview();
      }),
    );
    this.remember(await store.newestTaken(NEWEST_FIRST));
    previewRead = true;
    showPreview();
    for (let after: number | undefined; ; ) {
      const page = await store.photosAfter(after, LOAD_BATCH);
      this.remember(page.filter((photo) => photo.ownerId === this.ownerId));
      if (page.length < LOAD_BATCH) break;
      after = page.at(-1)?.id;
    }
    await indexed;
    this.update({ ready: true, complete: true, version: this.snapshot.version + 1 });
    markOnce(INDEX_READY_MARK);
  }

  private remember(photos: readonly StoredPhoto[]) {
    for (const photo of photos) {
      this.records.set(photo.id, photo);
      if (photo.contentHash) this.knownHashes.set(photo.contentHash, photo.id);
    }
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
    this.update({ sync: 'syncing' });
    try {
      const changed = await syncPhotos(this.api, this.store);
      await this.apply(changed);
      this.update({ sync: 'synced' });
    } catch (error) {
      this.update({ sync: isConnectivityFailure(error) ? 'offline' : 'failed' });
    }
  }

  /** Records a photo the server answered with (an upload, an album change) everywhere at once. */
  async apply(photos: readonly (ApiPhoto & { contentHash?: string })[]): Promise<void> {
    if (!this.store || !this.worker || photos.length === 0) return;
    const stored = await this.store.putPhotos(photos);
    for (const photo of stored) {
      this.records.set(photo.id, photo);
      if (photo.contentHash) this.knownHashes.set(photo.contentHash, photo.id);
    }
    await this.worker.api.upsert(stored);
    this.update({ version: this.snapshot.version + 1 });
  }

  /** Forgets deleted photos on this device (the incremental sync never sees a deletion). */
  async forget(ids: readonly number[]): Promise<void> {
    if (!this.store || !this.worker) return;
    await this.store.removePhotos(ids);
    for (const id of ids) this.records.delete(id);
    await this.worker.api.remove([...ids]);
    this.update({ version: this.snapshot.version + 1 });
  }

  query(query: PhotoQueryInput): Promise<PhotoQueryResult> {
    if (!this.worker) return Promise.reject(new Error('The photo library is not loaded yet'));
    return this.worker.api.query(query);
  }

  /** The worker's hashing, for the upload flow. */
  hashFile(file: Blob) {
    if (!this.worker) return Promise.reject(new Error('The photo library is not loaded yet'));
    return this.worker.api.hashFile(file);
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}

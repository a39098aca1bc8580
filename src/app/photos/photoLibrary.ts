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

export type SyncState = 'syncing' | 'synced' | 'offline' | 'failed';

export interface LibrarySnapshot {
  /** False until the device's copy is indexed; the grid waits for it. */
  ready: boolean;
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
  private snapshot: LibrarySnapshot = { ready: false, sync: 'syncing', version: 0, size: 0 };
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
    for (const photo of await this.store.allPhotos()) {
      this.records.set(photo.id, photo);
      if (photo.contentHash) this.knownHashes.set(photo.contentHash, photo.id);
    }
    this.worker = this.startWorker();
    await this.worker.api.load({ database: APP_DATABASE_NAME, store: PHOTOS_STORE });
    this.update({ ready: true, version: this.snapshot.version + 1 });
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

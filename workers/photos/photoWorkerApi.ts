import {
  type DuplicateGroup,
  findDuplicateGroups,
  NEAR_DUPLICATE_THRESHOLD,
} from '../../src/shared/photos/duplicates';
import type { IndexedPhoto } from '../../src/shared/photos/photoRecord';
import { type Progress, runAsyncSlices, runInSlices } from '../../src/shared/photos/slices';
import { PhotoIndex } from './engine/photoIndex';
import type { PhotoQueryInput, PhotoQueryResult } from './engine/photoQuery';
import { type DecodeGray, type FileHashes, hashFile } from './hashFile';
import { readSnapshot } from './indexSnapshots';
import {
  NEWEST_FIRST,
  type PhotoStoreLocation,
  photoRecordBatches,
  photoStoreLocation,
} from './loadPhotoRecords';
import {
  SNAPSHOT_DELAY_MS,
  SNAPSHOT_MAX_WAIT_MS,
  type SnapshotKeeper,
  type SnapshottedLocation,
  snapshotKeeper,
} from './snapshotKeeper';

/**
 * Long calls take a progress callback (wrap it in Comlink.proxy; Comlink only proxies top-level
 * arguments, so it cannot sit inside an options object) and a task id, so the page can cancel
 * them: an AbortSignal cannot cross postMessage.
 */
export type OnProgress = (progress: Progress) => void;

export type PhotoSource = { records: IndexedPhoto[] } | PhotoStoreLocation;

/** A picked file's hashes, and the indexed photo with the same bytes if there is one. */
export type PickedFileHashes = FileHashes & { photoId?: number };

/** What a duplicate search tells the page: only whether the list it shows changed. */
export interface DuplicateFlags {
  /** Photos whose duplicate flag the search set or cleared. */
  changed: number;
}

/**
 * The photo worker's API: the calls the page makes through Comlink. The index engine lives in
 * engine/ (the duplicate search in src/shared/photos, which the server runs too); this keeps the
 * index, runs long work in slices and tracks cancellation.
 */
export function createPhotoWorkerApi(
  decodeGray?: DecodeGray,
  { snapshotDelayMs = SNAPSHOT_DELAY_MS, snapshotMaxWaitMs = SNAPSHOT_MAX_WAIT_MS } = {},
) {
  let index = new PhotoIndex();
  const running = new Map<string, AbortController>();
  /** Set while the index is of a store with a snapshot location. */
  let snapshots: SnapshotKeeper | undefined;
  /** Whether the page's uploads hold the snapshot rewrite back, and the current keeper's release. */
  let uploading = false;
  let releaseSnapshots: (() => void) | undefined;
  /** The photos kept apart from their duplicates (keepApart), given to each index built. */
  let keptApart: number[] = [];

  function keepSnapshots(location: SnapshottedLocation): SnapshotKeeper {
    snapshots = snapshotKeeper(location, {
      delayMs: snapshotDelayMs,
      maxWaitMs: snapshotMaxWaitMs,
    });
    releaseSnapshots = uploading ? snapshots.hold() : undefined;
    return snapshots;
  }

  /**
   * The index of a store: from its snapshot when that is current (no preview: it is all there as
   * soon as a preview would be), else read batch by batch, and a snapshot of that read is stored.
   */
  async function fromStore(
    location: PhotoStoreLocation,
    signal: AbortSignal,
    onProgress: OnProgress | undefined,
    onPreview: ((size: number) => void) | undefined,
  ): Promise<PhotoIndex> {
    snapshots?.stop();
    snapshots = undefined;
    const at = location.snapshot;
    // A snapshot that cannot be read is only a slower load, never a failed one.
    const snapshot = at ? await readSnapshot(location, at).catch(() => undefined) : undefined;
    const preview = (newest: IndexedPhoto[]) => {
      if (index.size > 0) return;
      index = PhotoIndex.of(newest);
      index.setKeptApart(keptApart);
      onPreview?.(index.size);
    };
    if (at && snapshot?.records) {
      // The same preview as a read's: the first page is drawn while the rest is indexed.
      preview(newestTaken(snapshot.records, NEWEST_FIRST));
      const next = await fromRecords(snapshot.records, signal, onProgress);
      keepSnapshots({ ...location, snapshot: at });
      return next;
    }
    const next = await readIndex(location, signal, onProgress, preview);
    if (at && snapshot) {
      // Taken now: the duplicate search replaces flagged records in the index with copies.
      keepSnapshots({ ...location, snapshot: at }).loaded(next.all(), snapshot.stamp);
    }
    return next;
  }

  /** Searches the index as it is now and flags its duplicates. */
  async function search(
    signal: AbortSignal,
    onProgress: OnProgress | undefined,
    threshold: number,
  ): Promise<{ groups: DuplicateGroup[]; changed: number }> {
    const searched = index;
    const groups = await runInSlices(findDuplicateGroups(searched.all(), threshold), {
      signal,
      onProgress,
    });
    return { groups, changed: searched.setDuplicates(groups) };
  }

  async function asTask<T>(
    id: string | undefined,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    if (id) running.set(id, controller);
    try {
      return await work(controller.signal);
    } finally {
      if (id && running.get(id) === controller) running.delete(id);
    }
  }

  return {
    /**
     * Replaces the index with these records; queries see the old index until it is built. Read
     * from IndexedDB with a date index named, the first load indexes the newest photos at once
     * and calls `onPreview` with their count: the default sort's first page can be shown while
     * the rest is read and indexed.
     */
    async load(
      source: PhotoSource,
      onProgress?: OnProgress,
      taskId?: string,
      onPreview?: (size: number) => void,
    ): Promise<number> {
      return asTask(taskId, async (signal) => {
        if ('records' in source) {
          snapshots?.stop();
          snapshots = undefined;
        }
        const next =
          'records' in source
            ? await fromRecords(source.records, signal, onProgress)
            : await fromStore(photoStoreLocation.parse(source), signal, onProgress, onPreview);
        next.setKeptApart(keptApart);
        index = next;
        return index.size;
      });
    },

    query(query: PhotoQueryInput = {}): PhotoQueryResult {
      return index.query(query);
    },

    /** Records the page has written to the store (the snapshot is then rewritten, later). */
    upsert(records: IndexedPhoto[]): number {
      index.upsert(records);
      snapshots?.changed();
      return index.size;
    },

    remove(ids: number[]): number {
      index.remove(ids);
      snapshots?.changed();
      return index.size;
    },

    /**
     * Uploads are under way (`held`) or over: each finished file is a change, and rewriting the
     * snapshot re-reads the whole store, so it waits for the last one (or the longest wait).
     */
    holdSnapshots(held: boolean): void {
      uploading = held;
      if (held) releaseSnapshots ??= snapshots?.hold();
      else {
        releaseSnapshots?.();
        releaseSnapshots = undefined;
      }
    },

    /**
     * Finds duplicate groups among the indexed photos and flags all but each group's best copy;
     * answers the groups (a caller that shows them). The page, which only needs the flags, calls
     * flagDuplicates: the groups of a large library are a lot to copy across.
     */
    async findDuplicates(
      onProgress?: OnProgress,
      taskId?: string,
      threshold = NEAR_DUPLICATE_THRESHOLD,
    ): Promise<DuplicateGroup[]> {
      return asTask(taskId, async (signal) => (await search(signal, onProgress, threshold)).groups);
    },

    /** The duplicate search, answering only how many flags it changed. */
    async flagDuplicates(
      onProgress?: OnProgress,
      taskId?: string,
      threshold = NEAR_DUPLICATE_THRESHOLD,
    ): Promise<DuplicateFlags> {
      return asTask(taskId, async (signal) => {
        const { changed } = await search(signal, onProgress, threshold);
        return { changed };
      });
    },

    /** The copies each of these photos hides as its duplicates (PhotoIndex.hiddenTwinsOf). */
    hiddenTwinsOf(ids: number[]): Record<number, number[]> {
      return index.hiddenTwinsOf(ids);
    },

    /** The photos the customer said are not duplicates; kept across a reload of the index. */
    keepApart(ids: number[]): void {
      keptApart = ids;
      index.setKeptApart(ids);
    },

    /** The id of an indexed photo with this SHA-256: a file picked for upload already here. */
    idOfContent(sha256: string): number | undefined {
      return index.idOfContent(sha256);
    },

    /** A picked file's hashes, with the photo already indexed with these bytes (one call). */
    async hashFile(file: Blob): Promise<PickedFileHashes> {
      const hashes = await hashFile(file, decodeGray);
      const photoId = index.idOfContent(hashes.sha256);
      return photoId === undefined ? hashes : { ...hashes, photoId };
    },

    /** Hashes files one by one, so a cancel stops between files. */
    async hashFiles(
      files: Blob[],
      onProgress?: OnProgress,
      taskId?: string,
    ): Promise<FileHashes[]> {
      return asTask(taskId, (signal) =>
        runAsyncSlices(hashEach(files, decodeGray), { signal, onProgress }),
      );
    },

    cancel(taskId: string): void {
      running.get(taskId)?.abort(new DOMException('Cancelled by the page.', 'AbortError'));
    },
  };
}

export type PhotoWorkerApi = ReturnType<typeof createPhotoWorkerApi>;

async function fromRecords(
  records: readonly IndexedPhoto[],
  signal: AbortSignal,
  onProgress: OnProgress | undefined,
): Promise<PhotoIndex> {
  const next = new PhotoIndex(records.length);
  await runInSlices(next.load(records), { signal, onProgress });
  return next;
}

/**
 * Indexes every stored record batch by batch as they are read (the next batch is read meanwhile),
 * then sorts once; the newest-first batch, if any, goes to `onNewest`.
 */
async function readIndex(
  location: PhotoStoreLocation,
  signal: AbortSignal,
  onProgress: OnProgress | undefined,
  onNewest: (records: IndexedPhoto[]) => void,
): Promise<PhotoIndex> {
  let next: PhotoIndex | undefined;
  for await (const batch of photoRecordBatches(location)) {
    signal.throwIfAborted();
    next ??= new PhotoIndex(batch.stored);
    if (batch.newest) onNewest(batch.records);
    else {
      await runInSlices(next.add(batch.records), { signal });
      onProgress?.({ done: next.size, total: batch.stored });
    }
  }
  if (!next) return new PhotoIndex();
  await runInSlices(next.sort(), { signal });
  return next;
}

/**
 * The `count` photos taken last, as the store's date index would list them (undated photos are
 * not in it). A threshold from the sorted keys rather than a sort of the records: a few ms at 100k.
 */
export function newestTaken(records: readonly IndexedPhoto[], count: number): IndexedPhoto[] {
  const dated = records.filter((record) => record.takenAt !== undefined);
  if (dated.length <= count) return dated;
  const keys = new Float64Array(dated.length);
  for (let i = 0; i < dated.length; i++) keys[i] = Date.parse(dated[i]!.takenAt!) || 0;
  const threshold = keys.slice().sort()[dated.length - count]!;
  const newest: IndexedPhoto[] = [];
  for (let i = 0; i < dated.length && newest.length < count; i++) {
    if (keys[i]! > threshold) newest.push(dated[i]!);
  }
  // Those at the threshold itself fill the rest (ties at the boundary).
  for (let i = 0; i < dated.length && newest.length < count; i++) {
    if (keys[i] === threshold) newest.push(dated[i]!);
  }
  return newest;
}

async function* hashEach(
  files: Blob[],
  decodeGray: DecodeGray | undefined,
): AsyncGenerator<Progress, FileHashes[]> {
  const hashes: FileHashes[] = [];
  for (const file of files) {
    hashes.push(await hashFile(file, decodeGray));
    yield { done: hashes.length, total: files.length };
  }
  return hashes;
}

import {
  type DuplicateGroup,
  duplicateIdsOf,
  findDuplicateGroups,
  NEAR_DUPLICATE_THRESHOLD,
} from '../../src/shared/photos/duplicates';
import { PhotoIndex } from '../../src/shared/photos/photoIndex';
import type { PhotoQueryInput, PhotoQueryResult } from '../../src/shared/photos/photoQuery';
import type { IndexedPhoto } from '../../src/shared/photos/photoRecord';
import { type Progress, runAsyncSlices, runInSlices } from '../../src/shared/photos/slices';
import { type DecodeGray, type FileHashes, hashFile } from './hashFile';
import {
  type PhotoStoreLocation,
  photoRecordBatches,
  photoStoreLocation,
} from './loadPhotoRecords';

/**
 * Long calls take a progress callback (wrap it in Comlink.proxy; Comlink only proxies top-level
 * arguments, so it cannot sit inside an options object) and a task id, so the page can cancel
 * them: an AbortSignal cannot cross postMessage.
 */
export type OnProgress = (progress: Progress) => void;

export type PhotoSource = { records: IndexedPhoto[] } | PhotoStoreLocation;

/**
 * The photo worker's API: the calls the page makes through Comlink. The logic lives in
 * src/shared/photos; this keeps the index, runs long work in slices and tracks cancellation.
 */
export function createPhotoWorkerApi(decodeGray?: DecodeGray) {
  let index = new PhotoIndex();
  const running = new Map<string, AbortController>();

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
        const next =
          'records' in source
            ? await fromRecords(source.records, signal, onProgress)
            : await readIndex(photoStoreLocation.parse(source), signal, onProgress, (newest) => {
                if (index.size > 0) return;
                index = PhotoIndex.of(newest);
                onPreview?.(index.size);
              });
        index = next;
        return index.size;
      });
    },

    query(query: PhotoQueryInput = {}): PhotoQueryResult {
      return index.query(query);
    },

    upsert(records: IndexedPhoto[]): number {
      index.upsert(records);
      return index.size;
    },

    remove(ids: number[]): number {
      index.remove(ids);
      return index.size;
    },

    /** Finds duplicate groups among the indexed photos and flags all but each group's best copy. */
    async findDuplicates(
      onProgress?: OnProgress,
      taskId?: string,
      threshold = NEAR_DUPLICATE_THRESHOLD,
    ): Promise<DuplicateGroup[]> {
      return asTask(taskId, async (signal) => {
        const searched = index;
        const groups = await runInSlices(findDuplicateGroups(searched.all(), threshold), {
          signal,
          onProgress,
        });
        searched.setDuplicates(duplicateIdsOf(groups));
        return groups;
      });
    },

    /** The id of an indexed photo with this SHA-256: a file picked for upload already here. */
    idOfContent(sha256: string): number | undefined {
      return index.idOfContent(sha256);
    },

    hashFile(file: Blob): Promise<FileHashes> {
      return hashFile(file, decodeGray);
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

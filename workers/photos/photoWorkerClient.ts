import * as Comlink from 'comlink';
import type { PhotoWorkerApi } from './photoWorkerApi';

export interface PhotoWorkerClient {
  api: Comlink.Remote<PhotoWorkerApi>;
  /** Ends the worker; the index is rebuilt from IndexedDB by the next one. */
  terminate(): void;
}

/**
 * Starts the photo worker. Pass progress callbacks wrapped in `Comlink.proxy`, and a `taskId` to
 * be able to `api.cancel(taskId)` a long call.
 */
export function createPhotoWorker(): PhotoWorkerClient {
  const worker = new Worker(new URL('./photoWorker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<PhotoWorkerApi>(worker);
  return {
    api,
    terminate() {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

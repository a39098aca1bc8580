import * as Comlink from 'comlink';
import type { HashWorkerApi } from './hashWorkerApi';

export interface HashWorkerClient {
  api: Comlink.Remote<HashWorkerApi>;
  terminate(): void;
}

/** Starts the hashing worker (a small bundle: a phone on a guest link loads only this). */
export function createHashWorker(): HashWorkerClient {
  const worker = new Worker(new URL('./hashWorker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<HashWorkerApi>(worker);
  return {
    api,
    terminate() {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

import * as Comlink from 'comlink';
import type { PreflightWorkerApi } from './preflightWorkerApi';

export interface PreflightWorkerClient {
  api: Comlink.Remote<PreflightWorkerApi>;
  /** Ends the worker (the editor closing, or a run no longer wanted). */
  terminate(): void;
}

/** Starts the preflight worker; Vite bundles it, dictionary included, as its own chunk. */
export function createPreflightWorker(): PreflightWorkerClient {
  const worker = new Worker(new URL('./preflightWorker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<PreflightWorkerApi>(worker);
  return {
    api,
    terminate() {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

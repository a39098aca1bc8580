import * as Comlink from 'comlink';
import type { AutofillWorkerApi } from './autofillWorkerApi';

export interface AutofillWorkerClient {
  api: Comlink.Remote<AutofillWorkerApi>;
  /** Ends the worker, abandoning a call in flight (how the editor cancels an autofill). */
  terminate(): void;
}

/** Starts the autofill worker; Vite bundles it as its own chunk from this URL. */
export function createAutofillWorker(): AutofillWorkerClient {
  const worker = new Worker(new URL('./autofillWorker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<AutofillWorkerApi>(worker);
  return {
    api,
    terminate() {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/catalog/limits';
import { ChunkLoadError } from '../../shared/errors';

/**
 * Runs a dynamic import with a time limit (spec §9: 120 s). A slow import rejects with
 * ChunkLoadError type 'timeout'; a failed one (network error, chunk gone after a deployment)
 * with type 'missing'. A late answer after the timeout is ignored.
 */
export function loadChunk<T>(
  chunk: string,
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    let started: Promise<T>;
    try {
      started = importer();
    } catch (cause) {
      started = Promise.reject(cause);
    }
    started.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        const error = new ChunkLoadError(chunk, 'missing', requestOf(cause));
        (error as { cause?: unknown }).cause = cause;
        reject(error);
      },
    );
  });
}

/** The URL a failed import names in its message, when it names one (for error reports). */
function requestOf(cause: unknown): string | undefined {
  const message = cause instanceof Error ? cause.message : '';
  return /https?:\/\/\S+|\/\S+\.js/.exec(message)?.[0];
}

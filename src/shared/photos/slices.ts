/**
 * Long work (indexing, duplicate search, hashing) runs in slices so the worker answers queries and
 * cancellations in between: spec §9 allows a cycle of 50 ms, and we pause after ~40 ms to leave
 * headroom for the step that crosses the line. The work is a generator that yields its progress
 * after every small step; the driver below decides when to pause.
 */
export interface Progress {
  done: number;
  total: number;
}

export interface SliceOptions {
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  /** Longest stretch of work between pauses, in milliseconds. */
  budgetMs?: number;
  /** Lets other tasks run; a macrotask by default, so queued messages are handled. */
  pause?: () => Promise<void>;
  now?: () => number;
}

export const SLICE_BUDGET_MS = 40;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) {
    throw signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
  }
}

/** Runs `steps` to the end, pausing every `budgetMs`; rejects with the signal's reason on abort. */
export async function runInSlices<T>(
  steps: Generator<Progress, T>,
  options: SliceOptions = {},
): Promise<T> {
  const { signal, onProgress, budgetMs = SLICE_BUDGET_MS, pause = nextTask } = options;
  const now = options.now ?? (() => performance.now());
  throwIfAborted(signal);
  let sliceStart = now();
  let unreported: Progress | undefined;
  for (;;) {
    const step = steps.next();
    if (step.done) {
      // The last progress (normally done === total) is always reported, however short the run.
      if (unreported) onProgress?.(unreported);
      return step.value;
    }
    unreported = step.value;
    if (now() - sliceStart >= budgetMs) {
      unreported = undefined;
      onProgress?.(step.value);
      await pause();
      throwIfAborted(signal);
      sliceStart = now();
    }
  }
}

/** Runs `steps` to the end at once, for callers that are not on an interactive thread. */
export function runToEnd<T>(steps: Generator<Progress, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same for asynchronous work (hashing files): an async generator yielding progress; pauses
 * happen naturally at its awaits, so this only reports progress and stops on abort.
 */
export async function runAsyncSlices<T>(
  steps: AsyncGenerator<Progress, T>,
  options: Pick<SliceOptions, 'signal' | 'onProgress'> = {},
): Promise<T> {
  throwIfAborted(options.signal);
  for (;;) {
    const step = await steps.next();
    if (step.done) return step.value;
    options.onProgress?.(step.value);
    throwIfAborted(options.signal);
  }
}

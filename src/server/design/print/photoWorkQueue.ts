import { availableParallelism } from 'node:os';

/*
 * Photo crops run several at a time, one per core: decoding and encoding a JPEG is mostly one
 * thread's work in libvips, so one crop after another leaves the other cores idle. Work starts
 * in the order it is queued, so the page being finished gets its photos first.
 */
export function photoWorkQueue(slots = availableParallelism()) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Runs `run` when the browser has time to spare (within 300 ms); a timer where it cannot say. */
export const whenIdle = (run: () => void): number =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 300 })
    : (setTimeout(run, 16) as unknown as number);

export const cancelIdle = (handle: number): void =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : clearTimeout(handle);

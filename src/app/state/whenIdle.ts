/**
 * Runs work the page does not need to appear or respond once the browser is idle, so it never
 * competes with a page's first download and hydration (worker registration, the outbox's
 * IndexedDB code). Browsers without requestIdleCallback get a short delay instead.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  } else {
    window.setTimeout(work, 200);
  }
}

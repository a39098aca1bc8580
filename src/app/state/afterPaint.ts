/**
 * Resolves once the browser has had a frame to paint what it has (the server's HTML), or after
 * `fallbackMs` in a tab that paints no frames (opened in the background).
 */
export function afterPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

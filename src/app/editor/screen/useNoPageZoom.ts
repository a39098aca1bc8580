import { useEffect } from 'react';

/** The viewport the editor runs in: the page itself never zooms, only the design does. */
export const EDITOR_VIEWPORT =
  'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover';

/**
 * While the editor is open, a pinch anywhere zooms the design, never the web page: a pinch beside
 * the canvas zoomed the whole page to 5x, hid every control and stayed so after a reload. The
 * viewport forbids page zoom (and sets a zoomed page back to 1) and `touch-action` keeps the
 * browser's own pinch off the editor's page; both are put back on leaving, so the shop's other
 * pages keep pinch zoom for those who need it.
 */
export function useNoPageZoom(): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    const before = meta?.content;
    if (meta) meta.content = EDITOR_VIEWPORT;
    const root = document.documentElement;
    const touchAction = root.style.touchAction;
    root.style.touchAction = 'pan-x pan-y';
    return () => {
      if (meta && before !== undefined) meta.content = before;
      root.style.touchAction = touchAction;
    };
  }, []);
}

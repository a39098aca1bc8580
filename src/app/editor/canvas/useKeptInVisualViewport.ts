import { type RefObject, useEffect } from 'react';
import type { EditorEngine } from '../engine/editorEngine';

/** Room kept between the edited box and the edge of what is visible, in CSS pixels. */
const MARGIN_PX = 12;

/**
 * How far (in screen pixels, down positive) to pan the design so `box` sits inside the visible
 * band `visibleTop`..`visibleBottom`: 0 when it already does. A box taller than the band keeps
 * its top in view, where the typing starts.
 */
export function panIntoBand(
  box: { top: number; bottom: number },
  visibleTop: number,
  visibleBottom: number,
  margin = MARGIN_PX,
): number {
  const top = visibleTop + margin;
  const bottom = visibleBottom - margin;
  if (box.top < top) return top - box.top;
  if (box.bottom > bottom) return Math.max(bottom - box.bottom, top - box.top);
  return 0;
}

/**
 * Keeps `element` (the text being edited) inside the visual viewport: the on-screen keyboard of a
 * phone or tablet shrinks the visual viewport but not the page's layout, so a caption low on the
 * page was typed blind behind the keyboard. The design is panned (not the page scrolled: the
 * editor's screen does not scroll) until the box is in the part of the screen still visible.
 */
export function useKeptInVisualViewport(
  element: RefObject<HTMLElement | null>,
  engine: EditorEngine,
): void {
  useEffect(() => {
    const visual = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!visual) return;
    const keepInView = () => {
      const box = element.current?.getBoundingClientRect();
      if (!box) return;
      const dy = panIntoBand(box, visual.offsetTop, visual.offsetTop + visual.height);
      if (dy !== 0) engine.panBy(0, dy);
    };
    keepInView();
    visual.addEventListener('resize', keepInView);
    visual.addEventListener('scroll', keepInView);
    return () => {
      visual.removeEventListener('resize', keepInView);
      visual.removeEventListener('scroll', keepInView);
    };
  }, [element, engine]);
}

import { type RefObject, useEffect, useState } from 'react';

export interface GridWindow {
  columns: number;
  /** Side of a square cell, in CSS pixels. */
  cell: number;
  rowHeight: number;
  firstRow: number;
  /** One past the last row to render. */
  endRow: number;
  /**
   * True while the grid moves by more than half a screen a frame (a fling, a drag of the scroll
   * bar): new cells then wait to load their thumbnails until it slows down, since decoding a few
   * dozen pictures a frame is what would make the scroll stutter.
   */
  flinging: boolean;
}

const MIN_CELL = 104;
const GAP = 4;
/** Rows kept rendered above and below the viewport, so a quick scroll does not show blanks. */
const OVERSCAN_ROWS = 4;
/** How long the grid must stay below fling speed before thumbnails load again. */
const SETTLE_MS = 120;

/**
 * Which rows of a grid of `count` square cells are near the viewport. The page scrolls (not an
 * inner box), so the grid follows the window's scroll and its own width.
 */
export function useGridWindow(container: RefObject<HTMLElement | null>, count: number): GridWindow {
  const [frame, setFrame] = useState({ width: 0, top: 0, viewport: 800 });
  const [flinging, setFlinging] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let queued = 0;
    let settle = 0;
    let lastTop: number | undefined;
    const measure = () => {
      queued = 0;
      const box = element.getBoundingClientRect();
      if (lastTop !== undefined && Math.abs(box.top - lastTop) > window.innerHeight / 2) {
        setFlinging(true);
        clearTimeout(settle);
        settle = window.setTimeout(() => setFlinging(false), SETTLE_MS);
      }
      lastTop = box.top;
      setFrame((old) =>
        old.width === box.width && old.top === box.top && old.viewport === window.innerHeight
          ? old
          : { width: box.width, top: box.top, viewport: window.innerHeight },
      );
    };
    const schedule = () => {
      queued ||= requestAnimationFrame(measure);
    };
    measure();
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(queued);
      clearTimeout(settle);
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [container]);
  const columns = Math.max(1, Math.floor((frame.width + GAP) / (MIN_CELL + GAP)));
  const cell = frame.width > 0 ? (frame.width - GAP * (columns - 1)) / columns : MIN_CELL;
  const rowHeight = cell + GAP;
  const rows = Math.ceil(count / columns);
  // frame.top is the grid's top relative to the viewport: negative once scrolled past it.
  const firstVisible = Math.floor(Math.max(0, -frame.top) / rowHeight);
  const lastVisible = Math.ceil(Math.max(0, frame.viewport - frame.top) / rowHeight);
  return {
    columns,
    cell,
    rowHeight,
    firstRow: Math.max(0, Math.min(rows, firstVisible - OVERSCAN_ROWS)),
    endRow: Math.max(0, Math.min(rows, lastVisible + OVERSCAN_ROWS)),
    flinging,
  };
}

export const GRID_GAP = GAP;

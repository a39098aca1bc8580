import { type RefObject, useEffect, useState } from 'react';

export interface GridWindow {
  columns: number;
  /** Side of a square cell, in CSS pixels. */
  cell: number;
  rowHeight: number;
  firstRow: number;
  /** One past the last row to render. */
  endRow: number;
}

const MIN_CELL = 104;
const GAP = 4;
/** Rows kept rendered above and below the viewport, so a quick scroll does not show blanks. */
const OVERSCAN_ROWS = 4;

/**
 * Which rows of a grid of `count` square cells are near the viewport. The page scrolls (not an
 * inner box), so the grid follows the window's scroll and its own width.
 */
export function useGridWindow(container: RefObject<HTMLElement | null>, count: number): GridWindow {
  const [frame, setFrame] = useState({ width: 0, top: 0, viewport: 800 });
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let queued = 0;
    const measure = () => {
      queued = 0;
      const box = element.getBoundingClientRect();
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
  };
}

export const GRID_GAP = GAP;

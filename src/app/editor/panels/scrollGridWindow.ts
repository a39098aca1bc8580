import { type RefObject, useEffect, useState } from 'react';

export interface ScrollGridWindow {
  columns: number;
  /** Side of a square cell, CSS pixels. */
  cell: number;
  rowHeight: number;
  firstRow: number;
  /** One past the last row to draw. */
  endRow: number;
}

export const TRAY_GAP = 4;
const MIN_CELL = 84;
const OVERSCAN_ROWS = 3;
/** Before the box is measured (and in tests without layout), a phone sheet's height. */
const UNMEASURED_HEIGHT = 480;

/**
 * Which rows of a grid of square cells in a scrolling box are near its view. The photo library's
 * useGridWindow follows the window's scroll; the tray scrolls inside its panel, so it measures
 * its own box. Pure, so the arithmetic is tested without a layout engine.
 */
export function scrollGridWindow(frame: {
  width: number;
  height: number;
  scrollTop: number;
  count: number;
}): ScrollGridWindow {
  const columns = Math.max(1, Math.floor((frame.width + TRAY_GAP) / (MIN_CELL + TRAY_GAP)));
  const cell = frame.width > 0 ? (frame.width - TRAY_GAP * (columns - 1)) / columns : MIN_CELL;
  const rowHeight = cell + TRAY_GAP;
  const rows = Math.ceil(frame.count / columns);
  const height = frame.height > 0 ? frame.height : UNMEASURED_HEIGHT;
  const first = Math.floor(frame.scrollTop / rowHeight) - OVERSCAN_ROWS;
  const last = Math.ceil((frame.scrollTop + height) / rowHeight) + OVERSCAN_ROWS;
  return {
    columns,
    cell,
    rowHeight,
    firstRow: Math.max(0, Math.min(rows, first)),
    endRow: Math.max(0, Math.min(rows, last)),
  };
}

/** The window of a grid drawn inside `box`, kept current as it scrolls and resizes. */
export function useScrollGridWindow(
  box: RefObject<HTMLElement | null>,
  count: number,
): ScrollGridWindow {
  const [frame, setFrame] = useState({ width: 0, height: 0, scrollTop: 0 });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let queued = 0;
    const measure = () => {
      queued = 0;
      const next = {
        width: element.clientWidth,
        height: element.clientHeight,
        scrollTop: element.scrollTop,
      };
      setFrame((old) =>
        old.width === next.width && old.height === next.height && old.scrollTop === next.scrollTop
          ? old
          : next,
      );
    };
    const schedule = () => {
      queued ||= requestAnimationFrame(measure);
    };
    measure();
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(element);
    element.addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(queued);
      observer?.disconnect();
      element.removeEventListener('scroll', schedule);
    };
  }, [box]);
  return scrollGridWindow({ ...frame, count });
}

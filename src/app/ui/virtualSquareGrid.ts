import {
  observeElementRect,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The one virtualiser of the app's photo grids (the library's, which scrolls with the page, and
 * the editor's tray, which scrolls inside its panel): a grid of square cells whose ROWS are
 * virtualised by @tanstack/react-virtual, so only the rows near the view are in the DOM whatever
 * the count. Both grids read the same geometry from here; only what scrolls differs.
 */
export interface SquareGrid {
  columns: number;
  /** Side of a square cell, CSS pixels. */
  cell: number;
  rowHeight: number;
  /** The first row to draw and one past the last. */
  firstRow: number;
  endRow: number;
  /** The grid's full height, reserved so the scroll bar is right at 50,000 photos. */
  height: number;
  /**
   * True while the grid moves by more than half a view a frame (a fling, a drag of the scroll
   * bar): new cells then wait to load their thumbnails until it slows, since decoding a few dozen
   * pictures a frame is what would make the scroll stutter.
   */
  flinging: boolean;
}

export interface SquareGridOptions {
  count: number;
  /** Narrowest a cell may be: as many columns as fit at this width. */
  minCell: number;
  gap: number;
  /** Rows drawn above and below the view, so a quick scroll does not show blanks. */
  overscanRows: number;
  /** Before the scrolling box is measured (and in tests without layout), its height. */
  fallbackHeight?: number;
}

/** Columns, cell side and row height of a grid `width` wide. Pure, so it is tested alone. */
export function squareGridColumns(
  width: number,
  minCell: number,
  gap: number,
): Pick<SquareGrid, 'columns' | 'cell' | 'rowHeight'> {
  const columns = Math.max(1, Math.floor((width + gap) / (minCell + gap)));
  const cell = width > 0 ? (width - gap * (columns - 1)) / columns : minCell;
  return { columns, cell, rowHeight: cell + gap };
}

/** How long the grid must stay below fling speed before thumbnails load again. */
const SETTLE_MS = 120;

/** The width of `element`, kept current by a ResizeObserver (0 until it is laid out). */
function useWidthOf(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => setWidth(node.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** Whether the scroll offset moves by more than half a view between two changes. */
function useFlingWatch(): { flinging: boolean; moved: (offset: number, view: number) => void } {
  const [flinging, setFlinging] = useState(false);
  const last = useRef<{ offset?: number; settle: number }>({ settle: 0 });
  useEffect(() => () => clearTimeout(last.current.settle), []);
  const moved = (offset: number, view: number) => {
    const state = last.current;
    if (state.offset !== undefined && Math.abs(offset - state.offset) > view / 2) {
      setFlinging(true);
      clearTimeout(state.settle);
      state.settle = window.setTimeout(() => setFlinging(false), SETTLE_MS);
    }
    state.offset = offset;
  };
  return { flinging, moved };
}

function gridOf(
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>,
  geometry: Pick<SquareGrid, 'columns' | 'cell' | 'rowHeight'>,
  rows: number,
  gap: number,
  flinging: boolean,
): SquareGrid {
  const items = virtualizer.getVirtualItems();
  const firstRow = items[0]?.index ?? 0;
  const endRow = items.length > 0 ? items[items.length - 1]!.index + 1 : 0;
  return {
    ...geometry,
    firstRow: Math.min(rows, firstRow),
    endRow: Math.min(rows, endRow),
    height: Math.max(0, rows * geometry.rowHeight - gap),
    flinging,
  };
}

/**
 * A grid that scrolls with the page: `grid` is the grid's own element (its width sets the columns,
 * its place on the page where its rows start).
 */
export function useWindowSquareGrid(
  grid: RefObject<HTMLElement | null>,
  options: SquareGridOptions,
): SquareGrid {
  const width = useWidthOf(grid);
  const geometry = squareGridColumns(width, options.minCell, options.gap);
  const rows = Math.ceil(options.count / geometry.columns);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const node = grid.current;
    if (!node) return;
    // Where the grid starts on the page: what is above it (a notice, the facets) moves it when
    // the page's height changes, which the observer of the body sees.
    const measure = () => setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [grid]);
  const fling = useFlingWatch();
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => geometry.rowHeight,
    overscan: options.overscanRows,
    scrollMargin,
    initialRect: { width, height: options.fallbackHeight ?? 800 },
    onChange: (instance) => fling.moved(instance.scrollOffset ?? 0, window.innerHeight),
  });
  useRowHeight(virtualizer, geometry.rowHeight);
  return gridOf(virtualizer, geometry, rows, options.gap, fling.flinging);
}

/** A grid that scrolls inside `box` (the grid fills its width). */
export function useBoxSquareGrid(
  box: RefObject<HTMLElement | null>,
  options: SquareGridOptions,
): SquareGrid {
  const width = useWidthOf(box);
  const geometry = squareGridColumns(width, options.minCell, options.gap);
  const rows = Math.ceil(options.count / geometry.columns);
  const fling = useFlingWatch();
  const fallbackHeight = options.fallbackHeight ?? 480;
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => box.current,
    estimateSize: () => geometry.rowHeight,
    overscan: options.overscanRows,
    initialRect: { width, height: fallbackHeight },
    // A box not laid out yet (or a test without layout) counts as fallbackHeight high.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight }),
      ),
    onChange: (instance) =>
      fling.moved(instance.scrollOffset ?? 0, box.current?.clientHeight || fallbackHeight),
  });
  useRowHeight(virtualizer, geometry.rowHeight);
  return gridOf(virtualizer, geometry, rows, options.gap, fling.flinging);
}

/** Rows are all one height, which changes with the width: the virtualiser re-measures then. */
function useRowHeight(
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>,
  rowHeight: number,
): void {
  useLayoutEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [virtualizer, rowHeight]);
}

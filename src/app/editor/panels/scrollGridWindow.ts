import type { RefObject } from 'react';
import { type SquareGrid, useBoxSquareGrid } from '../../ui/virtualSquareGrid';

export const TRAY_GAP = 4;
export const TRAY_MIN_CELL = 84;
const OVERSCAN_ROWS = 3;
/** Before the box is measured (and in tests without layout), a phone sheet's height. */
const UNMEASURED_HEIGHT = 480;

/**
 * The tray's grid window: the app's one grid virtualiser (ui/virtualSquareGrid.ts), scrolling
 * inside the tray's own box where the photo library's follows the page.
 */
export function useScrollGridWindow(box: RefObject<HTMLElement | null>, count: number): SquareGrid {
  return useBoxSquareGrid(box, {
    count,
    minCell: TRAY_MIN_CELL,
    gap: TRAY_GAP,
    overscanRows: OVERSCAN_ROWS,
    fallbackHeight: UNMEASURED_HEIGHT,
  });
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { squareGridColumns } from './virtualSquareGrid';

describe('squareGridColumns', () => {
  it('fills the width exactly with as many cells as fit at least minCell wide', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 40, max: 200 }),
        fc.integer({ min: 0, max: 16 }),
        (width, minCell, gap) => {
          const { columns, cell, rowHeight } = squareGridColumns(width, minCell, gap);
          expect(columns).toBeGreaterThanOrEqual(1);
          expect(rowHeight).toBe(cell + gap);
          expect(columns * cell + (columns - 1) * gap).toBeCloseTo(width, 6);
          // One column more would make the cells narrower than minCell.
          if (width >= minCell) expect(cell).toBeGreaterThanOrEqual(minCell - 1e-9);
          const narrower = (width - gap * columns) / (columns + 1);
          expect(narrower).toBeLessThan(minCell);
        },
      ),
    );
  });

  it('is one cell of minCell before the grid is laid out', () => {
    expect(squareGridColumns(0, 104, 4)).toEqual({ columns: 1, cell: 104, rowHeight: 108 });
  });
});

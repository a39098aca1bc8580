import type { Rect } from '../geometry';
import type { ProductOptions } from '../options';
import type { Surface } from '../surface';
import { inches, roundPt } from '../units';
import { makeSurface, sizePoints } from './makeSurface';

export const LABEL_SIZES = ['2x2', '3x2', '4x3'] as const;

/** Labels print on US letter sheets, kiss-cut with a quarter inch between labels. */
const SHEET = { width: inches(8.5), height: inches(11) };
const SHEET_MARGIN = inches(0.5);
const GAP = inches(0.25);

export interface LabelSheetLayout {
  cells: Rect[];
  perSheet: number;
  sheets: number;
}

/** Where the labels of one size sit on a sheet, and how many sheets a quantity of labels takes. */
export function labelSheetLayout(options: ProductOptions): LabelSheetLayout {
  const label = sizePoints(options);
  const count = (space: number, size: number) =>
    Math.max(1, Math.floor((space - 2 * SHEET_MARGIN + GAP) / (size + GAP)));
  const cols = count(SHEET.width, label.width);
  const rows = count(SHEET.height, label.height);
  const usedWidth = cols * label.width + (cols - 1) * GAP;
  const usedHeight = rows * label.height + (rows - 1) * GAP;
  const left = (SHEET.width - usedWidth) / 2;
  const top = (SHEET.height - usedHeight) / 2;
  const cells: Rect[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      cells.push({
        x: roundPt(left + col * (label.width + GAP)),
        y: roundPt(top + row * (label.height + GAP)),
        ...label,
      });
    }
  }
  return { cells, perSheet: cells.length, sheets: Math.ceil(options.quantity / cells.length) };
}

/**
 * Labels: the one label the customer designs, and the sheet it prints on, the design repeated
 * in every cell. Every sheet is the same, so one sheet surface stands for all of them.
 */
export function labelSurfaces(options: ProductOptions): Surface[] {
  const label = sizePoints(options);
  const layout = labelSheetLayout(options);
  return [
    makeSurface({
      id: 'label',
      kind: 'panel',
      role: 'label',
      label: 'Label',
      ...label,
      safeInset: inches(0.125),
    }),
    makeSurface({
      id: 'sheet',
      kind: 'sheet',
      role: 'sheet',
      label: `Sheet (${layout.perSheet} labels, ${layout.sheets} ${layout.sheets === 1 ? 'sheet' : 'sheets'})`,
      ...SHEET,
      bleed: 0,
      features: [{ kind: 'labelSheet', labelSurfaceId: 'label', cells: layout.cells }],
    }),
  ];
}

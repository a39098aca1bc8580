import type { Orientation } from '../../../shared/catalog/sizes';

/** 11 × 8.5 in — the multiplication sign reads as "by" in screen readers. */
export function inchesText(width: number, height: number): string {
  return `${width} × ${height} in`;
}

/** 28 × 22 cm, rounded to whole centimetres, for shoppers who think in metric. */
export function centimetresText(width: number, height: number): string {
  return `${Math.round(width * 2.54)} × ${Math.round(height * 2.54)} cm`;
}

export const shapeNames: Record<Orientation, string> = {
  square: 'Square',
  landscape: 'Landscape',
  portrait: 'Portrait',
};

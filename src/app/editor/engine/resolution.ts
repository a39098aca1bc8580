import type { Crop } from '../../../shared/project/elements';
import { PT_PER_INCH } from '../../../shared/project/units';

/*
 * How sharp a photo prints in its slot. The photo is scaled to cover the slot's box turned by the
 * crop's rotation, then by the crop's zoom; its pixels spread over that printed size. The print
 * issue's preflight reuses this, so it depends on nothing but sizes.
 */

export const DPI_WARNING = 150;
export const DPI_POOR = 100;

export type ResolutionBadge = 'ok' | 'warning' | 'poor';

export function effectiveDpi(
  slot: { width: number; height: number },
  photo: { width: number; height: number },
  crop?: Pick<Crop, 'zoom' | 'rotation'>,
): number {
  const angle = ((crop?.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const boxWidth = slot.width * cos + slot.height * sin;
  const boxHeight = slot.width * sin + slot.height * cos;
  const pointsPerPixel =
    Math.max(boxWidth / photo.width, boxHeight / photo.height) * (crop?.zoom ?? 1);
  return PT_PER_INCH / pointsPerPixel;
}

export function resolutionBadge(dpi: number): ResolutionBadge {
  if (dpi < DPI_POOR) return 'poor';
  if (dpi < DPI_WARNING) return 'warning';
  return 'ok';
}

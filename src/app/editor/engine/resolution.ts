/*
 * The low-resolution badge. The effective resolution is the renderer's own (the photo covers its
 * slot's box turned by the crop's rotation, then is zoomed), so the badge and the print agree;
 * the print issue's preflight reuses both.
 */
export { effectiveDpi } from '../../../shared/render/photoPlacement';

export const DPI_WARNING = 150;
export const DPI_POOR = 100;

export type ResolutionBadge = 'ok' | 'warning' | 'poor';

export function resolutionBadge(dpi: number): ResolutionBadge {
  if (dpi < DPI_POOR) return 'poor';
  if (dpi < DPI_WARNING) return 'warning';
  return 'ok';
}

/*
 * The print-resolution rule, in one place: the editor's low-resolution badge, preflight and the
 * print file all judge a placed photo by the renderer's own effective resolution, so they agree.
 * Under 150 DPI a print looks soft (a warning); under 100 DPI it looks blocky (poor).
 */
export { effectiveDpi } from './photoPlacement';

export const DPI_WARNING = 150;
export const DPI_POOR = 100;

export type ResolutionBadge = 'ok' | 'warning' | 'poor';

export function resolutionBadge(dpi: number): ResolutionBadge {
  if (dpi < DPI_POOR) return 'poor';
  if (dpi < DPI_WARNING) return 'warning';
  return 'ok';
}

import type { ProjectDocument } from '../../../shared/project/document';
import type { Viewport } from '../engine/viewport';

/** Screen pixels the floating toolbar takes at the foot of the canvas (two rows on a phone). */
export const TOOLBAR_ROOM_PX = 120;

/**
 * Where the floating selection toolbar goes: at the foot of the canvas (below the page, clear of
 * the rotate handle) unless the selection reaches into that band, as a caption at the bottom of
 * a phone's page does; then at the top, if there is more room above the selection than below.
 * Rotation is ignored: a turned box reaches a little further, which the band's margin covers.
 */
export function toolbarPlacement(
  doc: ProjectDocument,
  selection: readonly string[],
  viewport: Viewport,
  room = TOOLBAR_ROOM_PX,
): 'top' | 'bottom' {
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const id of selection) {
    const element = doc.elements[id];
    if (!element) continue;
    top = Math.min(top, viewport.y + element.y * viewport.zoom);
    bottom = Math.max(bottom, viewport.y + (element.y + element.height) * viewport.zoom);
  }
  if (bottom === Number.NEGATIVE_INFINITY) return 'bottom';
  const below = viewport.height - bottom;
  if (below >= room) return 'bottom';
  return top > below ? 'top' : 'bottom';
}

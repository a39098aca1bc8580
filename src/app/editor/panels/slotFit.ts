import type { Rect } from '../../../shared/project/geometry';

/**
 * The slot's box narrowed to the photo's proportions about its centre, so the whole photo shows:
 * crops always cover their slot (the document's rule), so "fit" reshapes the slot instead.
 */
export function fitSlotToPhoto(slot: Rect, photo: { width: number; height: number }): Rect {
  if (photo.width <= 0 || photo.height <= 0) return slot;
  const aspect = photo.width / photo.height;
  const width = Math.min(slot.width, slot.height * aspect);
  const height = width / aspect;
  return {
    x: slot.x + (slot.width - width) / 2,
    y: slot.y + (slot.height - height) / 2,
    width,
    height,
  };
}

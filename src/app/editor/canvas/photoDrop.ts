import type { ProjectDocument } from '../../../shared/project/document';
import type { PhotoSlot } from '../../../shared/project/elements';
import type { Point } from '../../../shared/project/geometry';
import type { PhotoResolver } from '../../../shared/render/context';
import type { CommandCall } from '../engine/commands/registry';
import { containsPoint } from '../engine/hitTest';

/*
 * Where a photo dropped on the page goes, as Mixbook does it: onto the slot under the pointer
 * (replacing its photo), or, dropped on an empty part of the page, into the empty slot nearest
 * the drop. Locked slots never take a drop.
 */

function slotsOf(doc: ProjectDocument, surfaceId: string): PhotoSlot[] {
  const ids = doc.surfaces[surfaceId]?.elementIds ?? [];
  return ids.flatMap((id) => {
    const element = doc.elements[id];
    return element?.type === 'photoSlot' && !element.locked ? [element] : [];
  });
}

/** The topmost unlocked photo slot under a point, if any. */
export function slotAt(
  doc: ProjectDocument,
  surfaceId: string,
  point: Point,
  except: ReadonlySet<string> = new Set(),
): PhotoSlot | undefined {
  const slots = slotsOf(doc, surfaceId);
  for (let i = slots.length - 1; i >= 0; i--) {
    const slot = slots[i]!;
    if (!except.has(slot.id) && containsPoint(slot, point)) return slot;
  }
  return undefined;
}

export function photoDropSlot(
  doc: ProjectDocument,
  surfaceId: string,
  point: Point,
): PhotoSlot | undefined {
  const under = slotAt(doc, surfaceId, point);
  if (under) return under;
  const distance = (slot: PhotoSlot) =>
    Math.hypot(slot.x + slot.width / 2 - point.x, slot.y + slot.height / 2 - point.y);
  return slotsOf(doc, surfaceId)
    .filter((slot) => !slot.photoId)
    .sort((a, b) => distance(a) - distance(b))[0];
}

/**
 * The command a photo drop makes: placePhoto into an empty slot, replacePhoto into a filled one.
 * The photo's pixel size frames it on its focus; a photo the resolver does not know yet (still
 * uploading) is framed as if it had the slot's own shape, centred, which the renderer then shows
 * correctly once the picture arrives.
 */
export function photoDropCommand(
  doc: ProjectDocument,
  surfaceId: string,
  point: Point,
  photoId: string,
  photos: PhotoResolver,
): CommandCall | undefined {
  const slot = photoDropSlot(doc, surfaceId, point);
  if (!slot) return undefined;
  const size = photos(photoId) ?? { width: slot.width, height: slot.height };
  const photo = { id: photoId, width: size.width, height: size.height };
  return slot.photoId
    ? { name: 'replacePhoto', args: { slotId: slot.id, photo } }
    : { name: 'placePhoto', args: { slotId: slot.id, photo } };
}

/** The pixel sizes swapPhotos needs to frame each photo again in its new slot. */
export function photoSizes(
  doc: ProjectDocument,
  slotIds: readonly string[],
  photos: PhotoResolver,
): Record<string, { width: number; height: number }> {
  const sizes: Record<string, { width: number; height: number }> = {};
  for (const id of slotIds) {
    const element = doc.elements[id];
    if (element?.type !== 'photoSlot' || !element.photoId) continue;
    const photo = photos(element.photoId);
    if (photo) sizes[element.photoId] = { width: photo.width, height: photo.height };
  }
  return sizes;
}

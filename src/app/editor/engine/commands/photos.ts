import type { Crop, Focus, PhotoSlot } from '../../../../shared/project/elements';
import { cropFromFocus } from '../../../../shared/render/photoPlacement';
import { clamp, type Doc, normaliseDegrees, updateElements } from './docOps';

/** What the engine needs of a photo to frame it: its pixel size and, when known, its subject. */
export interface PhotoInfo {
  id: string;
  width: number;
  height: number;
  focus?: Focus;
}

/** The crop that centres the focus point as far as the photo allows (the renderer's rule). */
export function cropForFocus(
  slot: { width: number; height: number },
  photo: { width: number; height: number },
  focus: Focus = { x: 0.5, y: 0.5 },
): Crop {
  const crop = cropFromFocus(slot, photo, focus);
  return { ...crop, panX: crop.panX + 0, panY: crop.panY + 0 };
}

/**
 * A crop inside the schema's bounds. Zoom never goes under 1 and pan never past the overflow, so
 * the photo always covers its slot (the renderer scales a rotated photo to cover its slot's
 * rotated box, so rotation cannot uncover a corner either).
 */
export function clampCrop(crop: Crop): Crop {
  return {
    panX: clamp(crop.panX, -1, 1),
    panY: clamp(crop.panY, -1, 1),
    zoom: clamp(crop.zoom, 1, 10),
    rotation: normaliseDegrees(crop.rotation),
  };
}

function slotCommand(doc: Doc, slotId: string, change: (slot: PhotoSlot) => PhotoSlot): Doc {
  return updateElements(doc, [slotId], (element) =>
    element.type === 'photoSlot' && !element.locked ? change(element) : undefined,
  );
}

/** Puts a photo in a slot (replacing what was there), framed on its focus point. */
export function placePhoto(doc: Doc, args: { slotId: string; photo: PhotoInfo }): Doc {
  const { photo } = args;
  return slotCommand(doc, args.slotId, (slot) => ({
    ...slot,
    photoId: photo.id,
    focus: photo.focus,
    crop: cropForFocus(slot, photo, photo.focus),
  }));
}

/** Replaces a slot's photo; a slot without one is left alone (that is placePhoto). */
export function replacePhoto(doc: Doc, args: { slotId: string; photo: PhotoInfo }): Doc {
  const slot = doc.elements[args.slotId];
  if (slot?.type !== 'photoSlot' || !slot.photoId) return doc;
  return placePhoto(doc, args);
}

export function removePhoto(doc: Doc, args: { slotId: string }): Doc {
  return slotCommand(doc, args.slotId, (slot) => {
    if (!slot.photoId) return slot;
    const { photoId: _photo, crop: _crop, focus: _focus, ...rest } = slot;
    return rest;
  });
}

/**
 * Exchanges the photos of two slots. Each keeps its focus, but the crop is framed again, since a
 * pan chosen for one slot's shape means something else in another's.
 */
export function swapPhotos(
  doc: Doc,
  args: { a: string; b: string; sizes: Record<string, { width: number; height: number }> },
): Doc {
  const a = doc.elements[args.a];
  const b = doc.elements[args.b];
  if (a?.type !== 'photoSlot' || b?.type !== 'photoSlot' || a.id === b.id) return doc;
  if (a.locked || b.locked) return doc;
  const take = (into: PhotoSlot, from: PhotoSlot): PhotoSlot => {
    const { photoId: _p, crop: _c, focus: _f, ...rest } = into;
    if (!from.photoId) return rest;
    const size = args.sizes[from.photoId];
    return {
      ...rest,
      photoId: from.photoId,
      ...(from.focus ? { focus: from.focus } : {}),
      ...(size ? { crop: cropForFocus(into, size, from.focus) } : {}),
    };
  };
  return updateElements(doc, [a.id, b.id], (element) =>
    element.id === a.id ? take(a, b) : take(b, a),
  );
}

/** Pans, zooms or turns the photo inside its slot, kept covering the slot. */
export function setCrop(doc: Doc, args: { slotId: string; crop: Partial<Crop> }): Doc {
  return slotCommand(doc, args.slotId, (slot) => {
    if (!slot.photoId) return slot;
    const base = slot.crop ?? { panX: 0, panY: 0, zoom: 1, rotation: 0 };
    return { ...slot, crop: clampCrop({ ...base, ...args.crop }) };
  });
}

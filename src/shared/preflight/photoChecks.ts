import { z } from 'zod';
import { faceBoxSchema } from '../project/autofill/autofillPhoto';
import type { Element, PhotoSlot } from '../project/elements';
import { containsRect } from '../project/geometry';
import { type Surface, safeRectFor } from '../project/surface';
import { effectiveDpi } from '../render/photoPlacement';
import { DPI_POOR, DPI_WARNING, resolutionBadge } from '../render/photoResolution';
import { faceBoundsOnSurface, shownCrop } from './inkBounds';
import type { FoundItem } from './preflightItem';

/** What preflight knows of a photo: its pixel size and, when detected, where its faces are. */
export const preflightPhotoSchema = z.object({
  width: z.number().positive(),
  height: z.number().positive(),
  faces: z.array(faceBoxSchema).max(50).optional(),
});
export type PreflightPhoto = z.infer<typeof preflightPhotoSchema>;
export type PreflightPhotos = (photoId: string) => PreflightPhoto | undefined;

/** The photo an element shows, with the box it fills and the crop it is shown with. */
function shownPhoto(element: Element) {
  if (element.type === 'photoSlot') return { photoId: element.photoId, crop: element.crop };
  if (element.type === 'background' && element.fill.kind === 'photo')
    return { photoId: element.fill.photoId, crop: element.fill.crop };
  return undefined;
}

/** Empty slots, photos that cannot be found, photos too small for their box, faces near the edge. */
export function photoChecks(
  surface: Surface,
  element: Element,
  photos: PreflightPhotos,
): FoundItem[] {
  const shown = shownPhoto(element);
  if (!shown) return [];
  const at = { surfaceId: surface.id, elementId: element.id };
  const where = surface.label;
  if (!shown.photoId) {
    if (element.type !== 'photoSlot') return [];
    return [
      {
        ...at,
        kind: 'emptySlot',
        severity: 'warning',
        message: `${where} has an empty photo slot: add a photo to it or delete the slot.`,
      },
    ];
  }
  const photo = photos(shown.photoId);
  if (!photo) {
    return [
      {
        ...at,
        kind: 'missingPhoto',
        severity: 'error',
        message: `${where} shows a photo that is no longer in your library: replace it with another photo.`,
      },
    ];
  }
  const items: FoundItem[] = [];
  const crop = element.type === 'photoSlot' ? shownCrop(element, photo) : shown.crop;
  const dpi = effectiveDpi(element, photo, crop);
  // A reel frame plays on a screen: print resolution does not apply to it.
  const badge = surface.kind === 'frame' ? 'ok' : resolutionBadge(dpi);
  if (badge !== 'ok') {
    const poor = badge === 'poor';
    items.push({
      ...at,
      kind: 'lowResolution',
      severity: poor ? 'error' : 'warning',
      message: `A photo on ${where} prints at ${Math.floor(dpi)} DPI, ${poor ? `under ${DPI_POOR} DPI, so it will look blocky` : `under ${DPI_WARNING} DPI, so it may look soft`}: make it smaller, zoom out, or use a larger photo.`,
    });
  }
  if (element.type === 'photoSlot') items.push(...faceChecks(surface, element, photo));
  return items;
}

function faceChecks(surface: Surface, slot: PhotoSlot, photo: PreflightPhoto): FoundItem[] {
  const items: FoundItem[] = [];
  (photo.faces ?? []).forEach((face, index) => {
    const bounds = faceBoundsOnSurface(slot, photo, face);
    if (!bounds || containsRect(safeRectFor(surface, bounds), bounds)) return;
    items.push({
      surfaceId: surface.id,
      elementId: slot.id,
      detail: String(index),
      kind: 'faceOutsideSafeArea',
      severity: 'warning',
      message: `A face on ${surface.label} is close to the edge and may be cut off when the page is trimmed: move the photo or its crop inward.`,
    });
  });
  return items;
}

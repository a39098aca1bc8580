import type { ProjectDocument } from '../../../shared/project/document';
import type { PhotoResolver } from '../../../shared/render/context';
import { textOverflows } from '../../../shared/render/textLayout';
import { effectiveDpi, resolutionBadge } from '../engine/resolution';

/** A warning pinned to an element: which, where, how loud, and the words. */
export interface CanvasBadge {
  kind: 'resolution' | 'overflow';
  elementId: string;
  corner: 'ne' | 'se';
  tone: 'warning' | 'poor';
  label: string;
  detail: string;
}

/**
 * The photo slots of a surface whose photo prints under 150 DPI at its size and crop (a warning;
 * under 100, poor). Slots whose photo the resolver does not know yet (still arriving) get none: a
 * guess would alarm the customer for nothing.
 */
export function lowResolutionBadges(
  doc: ProjectDocument,
  surfaceId: string,
  photos: PhotoResolver,
): CanvasBadge[] {
  const ids = doc.surfaces[surfaceId]?.elementIds ?? [];
  return ids.flatMap((id): CanvasBadge[] => {
    const slot = doc.elements[id];
    if (slot?.type !== 'photoSlot' || !slot.photoId) return [];
    const photo = photos(slot.photoId);
    if (!photo) return [];
    const dpi = effectiveDpi(slot, photo, slot.crop);
    const tone = resolutionBadge(dpi);
    if (tone === 'ok') return [];
    const label = tone === 'poor' ? 'Very low resolution' : 'Low resolution';
    return [
      {
        kind: 'resolution',
        elementId: id,
        corner: 'ne',
        tone,
        label,
        detail: `${label}: about ${Math.round(dpi)} DPI at print size. Use a larger photo or zoom out.`,
      },
    ];
  });
}

/** Text boxes whose words run past the box, as the renderer lays them out (and prints them). */
export function overflowBadges(doc: ProjectDocument, surfaceId: string): CanvasBadge[] {
  const ids = doc.surfaces[surfaceId]?.elementIds ?? [];
  return ids.flatMap((id): CanvasBadge[] => {
    const element = doc.elements[id];
    if (element?.type !== 'text' || !textOverflows(element)) return [];
    return [
      {
        kind: 'overflow',
        elementId: id,
        corner: 'se',
        tone: 'warning',
        label: 'Text does not fit',
        detail:
          'Some words are cut off: shorten the text, make it smaller, or make the box larger.',
      },
    ];
  });
}

import type { ProjectDocument } from '../../../shared/project/document';
import type { PhotoResolver } from '../../../shared/render/context';
import { effectiveDpi, type ResolutionBadge, resolutionBadge } from '../engine/resolution';

export interface SlotResolution {
  slotId: string;
  dpi: number;
  badge: Exclude<ResolutionBadge, 'ok'>;
}

/**
 * The photo slots of a surface whose photo prints under 150 DPI at its size and crop, with the
 * badge each gets. Slots whose photo is not known to the resolver (still arriving) get none:
 * a guess would alarm the customer for nothing.
 */
export function lowResolutionSlots(
  doc: ProjectDocument,
  surfaceId: string,
  photos: PhotoResolver,
): SlotResolution[] {
  const ids = doc.surfaces[surfaceId]?.elementIds ?? [];
  return ids.flatMap((id) => {
    const slot = doc.elements[id];
    if (slot?.type !== 'photoSlot' || !slot.photoId) return [];
    const photo = photos(slot.photoId);
    if (!photo) return [];
    const dpi = effectiveDpi(slot, photo, slot.crop);
    const badge = resolutionBadge(dpi);
    return badge === 'ok' ? [] : [{ slotId: id, dpi: Math.round(dpi), badge }];
  });
}

export const BADGE_TEXT: Record<SlotResolution['badge'], string> = {
  warning: 'Low resolution',
  poor: 'Very low resolution',
};

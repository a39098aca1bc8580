import type { ProjectDocument } from '../../../shared/project/document';
import { type PhotoInfo, placePhoto } from '../engine/commands/photos';

/** The empty photo slots of some surfaces, in page order and, within a page, in layer order. */
function emptySlots(doc: ProjectDocument, surfaceIds: readonly string[]): string[] {
  const slots: string[] = [];
  for (const surfaceId of surfaceIds) {
    for (const id of doc.surfaces[surfaceId]?.elementIds ?? []) {
      const element = doc.elements[id];
      if (element?.type === 'photoSlot' && !element.photoId && !element.locked) slots.push(id);
    }
  }
  return slots;
}

/**
 * The photos an /editor link names (photo_ids, cover_photo_ids) laid into a new project's empty
 * slots: cover photos on the first surface (the cover), the others in order through the rest, then
 * on the cover if it is still empty. Photos beyond the slots stay out of the design (the tray has
 * them); photos the library does not know (deleted, another account's) are skipped.
 */
export function placeLinkedPhotos(
  doc: ProjectDocument,
  photos: { cover: readonly PhotoInfo[]; inside: readonly PhotoInfo[] },
): { doc: ProjectDocument; placed: number } {
  const [first, ...rest] = doc.surfaceOrder;
  const coverSlots = first === undefined ? [] : emptySlots(doc, [first]);
  const queue: [string, PhotoInfo][] = [];
  const coverPhotos = [...photos.cover];
  for (const slot of coverSlots.splice(0, coverPhotos.length)) {
    queue.push([slot, coverPhotos.shift() as PhotoInfo]);
  }
  // A link with no cover photos starts filling at the cover, as a book made of photos would.
  const insideSlots =
    photos.cover.length > 0
      ? [...emptySlots(doc, rest), ...coverSlots]
      : emptySlots(doc, doc.surfaceOrder);
  const inside = [...photos.inside];
  for (const slot of insideSlots) {
    const photo = inside.shift();
    if (!photo) break;
    queue.push([slot, photo]);
  }
  let next = doc;
  for (const [slotId, photo] of queue) next = placePhoto(next, { slotId, photo });
  return { doc: next, placed: queue.length };
}

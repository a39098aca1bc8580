import type { ProjectDocument } from './document';

/*
 * A document names a photo by a string (photo slots, photo backgrounds), since templates and
 * sample documents carry photos that are no one's library record. A customer's own photo is
 * named by its library record id written in decimal: this file is the one place that mapping
 * lives, both ways, for the tray, the canvas's photo resolver and the server's project photos.
 */

/** The id a document uses for a library photo. */
export function documentPhotoId(libraryId: number): string {
  if (!Number.isSafeInteger(libraryId) || libraryId <= 0)
    throw new RangeError(`A library photo id is a positive integer, not ${libraryId}`);
  return String(libraryId);
}

const DECIMAL_ID = /^[1-9]\d{0,15}$/;

/** The library record a document photo id names, or undefined for a sample or template photo. */
export function libraryPhotoId(documentId: string): number | undefined {
  if (!DECIMAL_ID.test(documentId)) return undefined;
  const id = Number(documentId);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Every photo id a document uses: in photo slots, as photo backgrounds, in print orders and reels. */
export function photoIdsInDocument(
  doc: Pick<ProjectDocument, 'elements'> & { options?: Partial<ProjectDocument['options']> },
): Set<string> {
  const ids = new Set<string>();
  for (const element of Object.values(doc.elements)) {
    if (element.type === 'photoSlot' && element.photoId) ids.add(element.photoId);
    if (element.type === 'background' && element.fill.kind === 'photo' && element.fill.photoId)
      ids.add(element.fill.photoId);
  }
  for (const print of doc.options?.prints ?? []) ids.add(print.photoId);
  for (const item of doc.options?.reel?.items ?? []) ids.add(item.photoId);
  return ids;
}

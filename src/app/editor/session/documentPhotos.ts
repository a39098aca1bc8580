import type { ProjectDocument } from '../../../shared/project/document';

/** Every photo a design shows: in slots, as photo backgrounds, in print orders and reels. */
export function documentPhotoIds(doc: ProjectDocument): string[] {
  const ids = new Set<string>();
  for (const element of Object.values(doc.elements)) {
    if (element.type === 'photoSlot' && element.photoId) ids.add(element.photoId);
    if (element.type === 'background' && element.fill.kind === 'photo' && element.fill.photoId) {
      ids.add(element.fill.photoId);
    }
  }
  for (const print of doc.options.prints ?? []) ids.add(print.photoId);
  for (const item of doc.options.reel?.items ?? []) ids.add(item.photoId);
  return [...ids].sort();
}

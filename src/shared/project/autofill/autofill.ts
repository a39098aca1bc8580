import type { ProjectDocument } from '../document';
import { templateLine } from '../templates/templateOptions';
import { autofillBook } from './autofillBook';
import { autofillCalendar } from './autofillCalendar';
import { autofillCard } from './autofillCard';
import type { AutofillOptions, AutofillPhoto } from './autofillPhoto';

/**
 * Autofill for any project: books and calendars by their own rules, products of fixed slots
 * (cards, labels, wall art) front first. Envelopes and reels have no photo slots to fill.
 */
export function autofillProject(
  doc: ProjectDocument,
  photos: readonly AutofillPhoto[],
  options: AutofillOptions = {},
): ProjectDocument {
  switch (templateLine(doc.options.productTypeId)) {
    case 'book':
      return autofillBook(doc, photos, options);
    case 'calendar':
      return autofillCalendar(doc, photos, options);
    case 'envelope':
    case 'reel':
      return doc;
    default:
      return autofillCard(doc, photos);
  }
}

/** The photo ids a document shows, in reading order (surface by surface, bottom to top). */
export function placedPhotoIds(doc: ProjectDocument): string[] {
  return doc.surfaceOrder.flatMap((surfaceId) =>
    (doc.surfaces[surfaceId]?.elementIds ?? []).flatMap((id) => {
      const element = doc.elements[id];
      return element?.type === 'photoSlot' && element.photoId ? [element.photoId] : [];
    }),
  );
}

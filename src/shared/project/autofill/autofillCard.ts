import type { ProjectDocument } from '../document';
import type { PhotoSlot } from '../elements';
import {
  type AutofillPhoto,
  aspectOf,
  autofillPhotoSchema,
  inTakenOrder,
  strongestFirst,
  uniquePhotos,
} from './autofillPhoto';
import { frontCoverOf } from './frontCover';
import { fillSlots } from './slotFilling';

/** Every unlocked photo slot of the document, the front's first (largest first), then in order. */
function slotsFrontFirst(doc: ProjectDocument): PhotoSlot[] {
  const front = frontCoverOf(doc);
  const frontSlots = front?.slots ?? [];
  const onFront = new Set(frontSlots.map((slot) => slot.id));
  const others = doc.surfaceOrder.flatMap((id) =>
    (doc.surfaces[id]?.elementIds ?? []).flatMap((elementId) => {
      const element = doc.elements[elementId];
      return element?.type === 'photoSlot' && !element.locked && !onFront.has(element.id)
        ? [element]
        : [];
    }),
  );
  return [...frontSlots, ...others];
}

/**
 * A card (or any product of fixed slots: labels, wall art) filled with photos: the front's
 * slots first, the strongest photo in the largest, then the rest in taken order. The design's
 * slots are kept; photos beyond them are not used, and each photo is used once.
 */
export function autofillCard(
  doc: ProjectDocument,
  photos: readonly AutofillPhoto[],
): ProjectDocument {
  const ordered = inTakenOrder(uniquePhotos(photos.map((p) => autofillPhotoSchema.parse(p))));
  const slots = slotsFrontFirst(doc);
  if (ordered.length === 0 || slots.length === 0) return doc;
  const lead = strongestFirst(ordered, aspectOf(slots[0]!))[0]!;
  const sequence = [lead, ...ordered.filter((photo) => photo !== lead)];
  return fillSlots(
    doc,
    slots.slice(0, sequence.length).map((slot, i) => ({ slot, photo: sequence[i]! })),
  );
}

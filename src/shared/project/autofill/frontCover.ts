import type { ProjectDocument } from '../document';
import type { PhotoSlot } from '../elements';
import { insetRect, type Rect } from '../geometry';
import { safeRectFor } from '../surface';
import { within } from '../templates/safeArea';
import type { AutofillPhoto } from './autofillPhoto';
import { fillSlots, hasWordsIn, layPhotos, slotsIn } from './slotFilling';

/*
 * The front of a product: a book's front cover panel, a calendar's cover, a card's front. What
 * autofill gives its strongest photos, and what creation/fill_project_front_covers fills.
 */

export interface FrontCover {
  surfaceId: string;
  region: Rect;
  /** Its photo slots, largest first. */
  slots: PhotoSlot[];
  /** No slot and no words: a photo may be laid over the whole front (a blank design). */
  open: boolean;
}

const area = (rect: Rect) => rect.width * rect.height;

/** The first surface with a 'front' panel (a wrap, a folded card's outside) or in the front role. */
export function frontCoverOf(doc: ProjectDocument): FrontCover | undefined {
  for (const id of doc.surfaceOrder) {
    const surface = doc.surfaces[id];
    if (!surface) continue;
    const panel = surface.panels.find((p) => p.role === 'front')?.rect;
    if (!panel && surface.role !== 'front') continue;
    const region = panel ?? { x: 0, y: 0, width: surface.width, height: surface.height };
    const slots = slotsIn(doc, id, region).sort((a, b) => area(b) - area(a));
    return {
      surfaceId: id,
      region,
      slots,
      open: slots.length === 0 && !hasWordsIn(doc, id, region),
    };
  }
  return undefined;
}

/** How many photos the front takes. */
export function frontCapacity(front: FrontCover | undefined): number {
  if (!front) return 0;
  return front.slots.length || (front.open ? 1 : 0);
}

/**
 * The front with `photos` in its slots, largest slot first; a front with no slot and no words
 * gets one photo over its safe area. Photos beyond the front's slots are not used.
 */
export function fillFrontCover(
  doc: ProjectDocument,
  photos: readonly AutofillPhoto[],
): ProjectDocument {
  const front = frontCoverOf(doc);
  if (!front || photos.length === 0) return doc;
  if (front.slots.length > 0) {
    return fillSlots(
      doc,
      front.slots.slice(0, photos.length).map((slot, i) => ({ slot, photo: photos[i]! })),
    );
  }
  if (!front.open) return doc;
  const surface = doc.surfaces[front.surfaceId]!;
  const margin = Math.max(
    surface.safeInset,
    Math.min(front.region.width, front.region.height) * 0.07,
  );
  return layPhotos(doc, {
    surfaceId: front.surfaceId,
    // Inside the front's safe rectangle too: a crest trim's head narrows it by the crest's depth.
    region: within(insetRect(front.region, margin), safeRectFor(surface, front.region)),
    photos: photos.slice(0, 1),
    idBase: `${front.surfaceId}-cover-photo`,
  });
}

import { cropFromFocus } from '../../render/photoPlacement';
import type { ProjectDocument } from '../document';
import type { PhotoSlot } from '../elements';
import type { Rect } from '../geometry';
import { layoutSlots, MAX_LAYOUT_PHOTOS } from '../templates/layouts';
import { roundPt } from '../units';
import { type AutofillPhoto, aspectOf, focusOf } from './autofillPhoto';

/*
 * The placing half of autofill: put a photo in a slot framed on its focus point, and lay a group
 * of photos into a region of a surface with the layout (of the shared library) whose slot shapes
 * suit the photos' shapes best.
 */

/** A slot holding the photo, cropped so its focus point (or centre) sits as central as it can. */
export function withPhoto(slot: PhotoSlot, photo: AutofillPhoto): PhotoSlot {
  const focus = focusOf(photo);
  const crop = cropFromFocus(slot, photo, focus ?? { x: 0.5, y: 0.5 });
  const { photoId: _photo, focus: _focus, crop: _crop, ...rest } = slot;
  return {
    ...rest,
    photoId: photo.id,
    ...(focus ? { focus } : {}),
    crop: { ...crop, panX: roundPt(crop.panX) + 0, panY: roundPt(crop.panY) + 0 },
  };
}

const centreIn = (element: Rect, region: Rect) => {
  const cx = element.x + element.width / 2;
  const cy = element.y + element.height / 2;
  return (
    cx >= region.x &&
    cx <= region.x + region.width &&
    cy >= region.y &&
    cy <= region.y + region.height
  );
};

/** The unlocked photo slots of a surface whose centres fall in `region`, in stacking order. */
export function slotsIn(doc: ProjectDocument, surfaceId: string, region: Rect): PhotoSlot[] {
  return (doc.surfaces[surfaceId]?.elementIds ?? []).flatMap((id) => {
    const element = doc.elements[id];
    return element?.type === 'photoSlot' && !element.locked && centreIn(element, region)
      ? [element]
      : [];
  });
}

/** Whether a region carries words (text or foil): a title page, a card's message. */
export function hasWordsIn(doc: ProjectDocument, surfaceId: string, region: Rect): boolean {
  return (doc.surfaces[surfaceId]?.elementIds ?? []).some((id) => {
    const element = doc.elements[id];
    return (element?.type === 'text' || element?.type === 'foil') && centreIn(element, region);
  });
}

/** The smallest rectangle around some rectangles. */
export function boundsOf(rects: readonly Rect[]): Rect | undefined {
  if (rects.length === 0) return undefined;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** Distance between two shapes on a log scale, so 2:1 against 1:1 weighs as 1:2 against 1:1. */
const shapeCost = (a: number, b: number) => Math.abs(Math.log(a / b));

/** Past this ratio between a lone photo's shape and its region's, the slot takes the photo's. */
const LONE_PHOTO_MISMATCH = Math.log(1.4);

/**
 * A lone photo's slot: the whole region, unless the shapes differ a lot (a portrait on a wide
 * page), when it is the largest rectangle of the photo's shape centred in the region.
 */
function singleSlot(region: Rect, photo: AutofillPhoto): Rect {
  const photoAspect = aspectOf(photo);
  if (shapeCost(aspectOf(region), photoAspect) <= LONE_PHOTO_MISMATCH) return region;
  const width = Math.min(region.width, region.height * photoAspect);
  const height = width / photoAspect;
  return {
    x: region.x + (region.width - width) / 2,
    y: region.y + (region.height - height) / 2,
    width,
    height,
  };
}

/**
 * The slots for `photos` in `region` and which photo goes in each. Every variant of the library's
 * layout for that count is tried; in each, photos pair with slots by rank of shape (the widest
 * photo in the widest slot), which minimises the total mismatch, so portraits land in portrait
 * slots. `preferVariant` breaks ties so neighbouring pages differ.
 */
export function arrange(
  region: Rect,
  photos: readonly AutofillPhoto[],
  preferVariant = 0,
): { slot: Rect; photo: AutofillPhoto }[] {
  const count = Math.min(photos.length, MAX_LAYOUT_PHOTOS);
  const group = photos.slice(0, count);
  const byShape = [...group.keys()].sort(
    (a, b) => aspectOf(group[a]!) - aspectOf(group[b]!) || a - b,
  );
  if (count === 1) return [{ slot: singleSlot(region, group[0]!), photo: group[0]! }];
  let best: { slot: Rect; photo: AutofillPhoto }[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  for (let step = 0; step < 2; step++) {
    const variant = preferVariant + step;
    const slots = layoutSlots(region, count, variant);
    const slotsByShape = [...slots.keys()].sort(
      (a, b) => aspectOf(slots[a]!) - aspectOf(slots[b]!) || a - b,
    );
    const pairs = new Array<{ slot: Rect; photo: AutofillPhoto }>(count);
    let cost = 0;
    slotsByShape.forEach((slotIndex, rank) => {
      const photo = group[byShape[rank]!]!;
      const slot = slots[slotIndex]!;
      cost += shapeCost(aspectOf(slot), aspectOf(photo));
      pairs[slotIndex] = { slot, photo };
    });
    // A clearly better fit wins; a near tie keeps the preferred variant.
    if (cost < bestCost - 1e-6) {
      best = pairs;
      bestCost = cost;
    }
  }
  return best;
}

/** An id not yet used in the document, built from `base`. */
function freshId(doc: ProjectDocument, base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; doc.elements[id] || taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

export interface LayPhotosArgs {
  surfaceId: string;
  region: Rect;
  photos: readonly AutofillPhoto[];
  preferVariant?: number;
  idBase: string;
}

/**
 * A document whose element and surface maps are the caller's own to change: autofill lays a
 * whole book into one draft rather than copying a thousand-element map once per page.
 */
export function draftOf(doc: ProjectDocument): ProjectDocument {
  return { ...doc, elements: { ...doc.elements }, surfaces: { ...doc.surfaces } };
}

/**
 * Lays `photos` into `region` of a surface of a draft (changing its maps, never a record): the
 * unlocked photo slots centred there give way to the arranged ones, which take the first old
 * slot's place in the stacking order (above the backgrounds, under words and ornaments). Ids
 * are derived from the surface, so the result is deterministic.
 */
export function layPhotosInto(draft: ProjectDocument, args: LayPhotosArgs): void {
  const surface = draft.surfaces[args.surfaceId];
  if (!surface || args.photos.length === 0) return;
  const old = slotsIn(draft, surface.id, args.region);
  const removed = new Set(old.map((slot) => slot.id));
  const { elements } = draft;
  for (const id of removed) delete elements[id];
  const taken = new Set<string>();
  const placed = arrange(args.region, args.photos, args.preferVariant).map(({ slot, photo }, i) =>
    withPhoto(
      {
        id: freshId(draft, `${args.idBase}-${i + 1}`, taken),
        type: 'photoSlot',
        x: roundPt(slot.x),
        y: roundPt(slot.y),
        width: roundPt(slot.width),
        height: roundPt(slot.height),
        rotation: 0,
        // The design's slot style (rounded corners, a border) carries over to the new slots.
        ...(old[0]?.cornerRadius !== undefined ? { cornerRadius: old[0].cornerRadius } : {}),
        ...(old[0]?.border ? { border: old[0].border } : {}),
      },
      photo,
    ),
  );
  for (const slot of placed) elements[slot.id] = slot;
  const firstOld = surface.elementIds.findIndex((id) => removed.has(id));
  const kept = surface.elementIds.filter((id) => !removed.has(id));
  const afterBackgrounds = kept.findIndex((id) => elements[id]?.type !== 'background');
  const at =
    firstOld >= 0
      ? surface.elementIds.slice(0, firstOld).filter((id) => !removed.has(id)).length
      : afterBackgrounds < 0
        ? kept.length
        : afterBackgrounds;
  const elementIds = [...kept.slice(0, at), ...placed.map((slot) => slot.id), ...kept.slice(at)];
  draft.surfaces[surface.id] = { ...surface, elementIds };
}

/** `layPhotosInto` on a copy: the document given is left as it was. */
export function layPhotos(doc: ProjectDocument, args: LayPhotosArgs): ProjectDocument {
  if (!doc.surfaces[args.surfaceId] || args.photos.length === 0) return doc;
  const draft = draftOf(doc);
  layPhotosInto(draft, args);
  return draft;
}

/** Puts photos into existing slots, pairing them in the order given. */
export function fillSlots(
  doc: ProjectDocument,
  pairs: readonly { slot: PhotoSlot; photo: AutofillPhoto }[],
): ProjectDocument {
  if (pairs.length === 0) return doc;
  const elements = { ...doc.elements };
  for (const { slot, photo } of pairs) elements[slot.id] = withPhoto(slot, photo);
  return { ...doc, elements };
}

/** Empties slots of their photos (keeping the slots): what autofill does where it lays nothing. */
export function clearSlotsInto(draft: ProjectDocument, slots: readonly PhotoSlot[]): void {
  for (const slot of slots) {
    if (!slot.photoId) continue;
    const { photoId: _photo, crop: _crop, focus: _focus, ...empty } = slot;
    draft.elements[slot.id] = empty;
  }
}

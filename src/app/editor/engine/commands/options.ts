import { PRODUCT_TYPE_ID } from '../../../../shared/catalog/productTypes';
import type { Element } from '../../../../shared/project/elements';
import type { Rect } from '../../../../shared/project/geometry';
import {
  type EnvelopeOptions,
  type PersonalDate,
  type ProductOptions,
  productOptionsSchema,
  type ReelOptions,
} from '../../../../shared/project/options';
import { reelFramePhoto } from '../../../../shared/project/products/memoryReel';
import { surfacesFor } from '../../../../shared/project/products/surfacesFor';
import { bleedRect, type Surface } from '../../../../shared/project/surface';
import { printedPhotoRegion } from '../../../../shared/project/templates/designSurface';
import { templateLine } from '../../../../shared/project/templates/templateOptions';
import { type Doc, withElements } from './docOps';

/*
 * Product options the editor's product panels change: an envelope's addressing and lettering, a
 * calendar's personal dates, a memory reel's photos and track. Lines whose surfaces follow these
 * options (one envelope front per recipient, one reel frame per photo) get their surfaces made
 * again in the same step: a surface that stays keeps its elements, a new one starts empty, and one
 * that goes takes its elements with it. Options that do not make sense are refused as a no-op.
 */

/** The lines whose surfaces are made from the options the product panels change. */
const REFIT_LINES: readonly number[] = [PRODUCT_TYPE_ID.envelope, PRODUCT_TYPE_ID.memory_reel];

function refitSurfaces(doc: Doc, options: ProductOptions): Doc {
  const made = surfacesFor(options);
  const surfaces: Record<string, Surface> = {};
  const elements = { ...doc.elements };
  const old = doc.surfaceOrder.flatMap((id) => (doc.surfaces[id] ? [doc.surfaces[id]] : []));
  for (const surface of made) {
    const kept = doc.surfaces[surface.id];
    if (kept) {
      surfaces[surface.id] = { ...surface, elementIds: kept.elementIds };
      continue;
    }
    // A new envelope front is designed like the first front there was: its elements copied,
    // under ids made from the new surface's, so two devices adding the same one agree.
    const model = old.find((s) => s.role === surface.role);
    const elementIds: string[] = [];
    for (const id of model?.elementIds ?? []) {
      const element = doc.elements[id];
      if (!element) continue;
      const copyId = `${surface.id}-${id}`.slice(0, 64);
      elements[copyId] = { ...element, id: copyId };
      elementIds.push(copyId);
    }
    surfaces[surface.id] = { ...surface, elementIds };
  }
  for (const surface of old) {
    if (surfaces[surface.id]) continue;
    for (const id of surface.elementIds) delete elements[id];
  }
  return { ...doc, options, surfaceOrder: made.map((s) => s.id), surfaces, elements };
}

function withOptions(doc: Doc, patch: Partial<ProductOptions>): Doc {
  const parsed = productOptionsSchema.safeParse({ ...doc.options, ...patch });
  if (!parsed.success) return doc;
  const options = parsed.data;
  if (!REFIT_LINES.includes(options.productTypeId)) return { ...doc, options };
  return refitSurfaces(doc, options);
}

/**
 * An envelope's options: addressing, lettering, return address. Where the product prints one
 * envelope per recipient, the quantity follows the number of recipients (at least one).
 */
export function setEnvelope(doc: Doc, args: { envelope: EnvelopeOptions }): Doc {
  const { envelope } = args;
  const perRecipient = envelope.format === 'Standard' && envelope.recipients.length > 0;
  return withOptions(doc, {
    envelope,
    ...(perRecipient ? { quantity: envelope.recipients.length } : {}),
  });
}

/** A calendar's personal dates (birthdays, anniversaries), sorted by month and day. */
export function setPersonalDates(doc: Doc, args: { dates: PersonalDate[] }): Doc {
  const dates = [...args.dates].sort((a, b) => a.month - b.month || a.day - b.day);
  return withOptions(doc, { personalDates: dates });
}

/**
 * A memory reel's photos (in playing order, each with its duration) and track. The reel's items
 * are what plays: frame N's photo slot shows item N's photo, framed on its centre again when the
 * photo changes (a reorder moves photos between frames).
 */
export function setReel(doc: Doc, args: { reel: ReelOptions }): Doc {
  let next = withOptions(doc, { reel: args.reel });
  if (next === doc) return doc;
  const changed: Record<string, Element> = {};
  args.reel.items.forEach((item, index) => {
    const frame = next.surfaces[next.surfaceOrder[index] ?? ''];
    if (!frame) return;
    const slotId = frame.elementIds.find((id) => next.elements[id]?.type === 'photoSlot');
    const slot = slotId ? next.elements[slotId] : undefined;
    if (!slot) {
      // A frame of a blank reel has no slot yet: the photo fills the frame, over its background.
      const photo = reelFramePhoto(frame, item.photoId);
      const id = photo.id;
      changed[id] = photo;
      const above = frame.elementIds.filter((e) => next.elements[e]?.type === 'background').length;
      const elementIds = [...frame.elementIds];
      elementIds.splice(above, 0, id);
      next = { ...next, surfaces: { ...next.surfaces, [frame.id]: { ...frame, elementIds } } };
      return;
    }
    if (slot.type !== 'photoSlot' || slot.photoId === item.photoId) return;
    const { crop: _crop, focus: _focus, ...rest } = slot;
    changed[slot.id] = { ...rest, photoId: item.photoId };
  });
  return withElements(next, changed);
}

/** A wall-art piece's size (its catalogue product with it) and its line's own frame or style. */
export interface WallArtChange {
  sizeKey?: string;
  productId?: number;
  frameWrapId?: number;
  posterStyleId?: number;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.5;
const sameRect = (a: Rect, b: Rect) =>
  near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height);

/**
 * A wall-art piece made again at a new size or with another wrap or style, keeping its photos and
 * text: the one surface is made from the new options, an element that filled where the photo
 * printed fills where it prints now (a mirrored wrap prints the photo on the face only, an image
 * wrap round the sides), and the rest keep their place in proportion. A photo's crop is framed
 * again, since the slot's shape may change. A change the schema refuses (a frame wrap on a
 * poster) is a no-op.
 */
export function setWallArt(doc: Doc, change: WallArtChange): Doc {
  const parsed = productOptionsSchema.safeParse({ ...doc.options, ...change });
  if (!parsed.success || templateLine(parsed.data.productTypeId) !== 'decor') return doc;
  const options = parsed.data;
  const made = surfacesFor(options);
  const elements = { ...doc.elements };
  const surfaces: Record<string, Surface> = {};
  const old = doc.surfaceOrder.flatMap((id) => (doc.surfaces[id] ? [doc.surfaces[id]] : []));
  made.forEach((surface, index) => {
    const before = doc.surfaces[surface.id] ?? old[index];
    if (!before) {
      surfaces[surface.id] = { ...surface, elementIds: [] };
      return;
    }
    const from = bleedRect(before);
    const to = bleedRect(surface);
    const printedBefore = printedPhotoRegion(before);
    const printedNow = printedPhotoRegion(surface);
    for (const id of before.elementIds) {
      const element = elements[id];
      if (!element) continue;
      const frame = element.type === 'background' ? to : placed(element, from, to);
      const rect =
        element.type === 'photoSlot' && sameRect(element, printedBefore) ? printedNow : frame;
      if (element.type === 'photoSlot') {
        const { crop: _crop, ...rest } = element;
        elements[id] = { ...rest, ...rect };
      } else elements[id] = { ...element, ...rect };
    }
    surfaces[surface.id] = { ...surface, elementIds: before.elementIds };
  });
  return { ...doc, options, surfaceOrder: made.map((s) => s.id), surfaces, elements };
}

/** An element's box moved from one sheet to another in proportion. */
function placed(element: Rect, from: Rect, to: Rect): Rect {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  return {
    x: to.x + (element.x - from.x) * sx,
    y: to.y + (element.y - from.y) * sy,
    width: element.width * sx,
    height: element.height * sy,
  };
}

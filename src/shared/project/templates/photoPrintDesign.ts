import { BORDER_NAMES, WHITE_BORDER_INCHES } from '../../catalog/photoPrints';
import { PRODUCT_TYPE_ID } from '../../catalog/productTypes';
import { effectiveDpi, type ResolutionBadge, resolutionBadge } from '../../render/photoResolution';
import { CURRENT_SCHEMA_VERSION, type ProjectDocument, projectDocumentSchema } from '../document';
import { DEFAULT_CROP, type Element } from '../elements';
import { type PrintOrder, type ProductOptions, productOptionsSchema } from '../options';
import { photoPrintSurfaces } from '../products/photoPrints';
import { bleedRect, type Surface } from '../surface';
import { inches } from '../units';
import { background, photoSlot } from './elementFactory';

/*
 * The design of a photo-print order, made from its list of prints (/photo-prints): a surface per
 * print at its size with its bleed, white paper under the photo, and the photo in a slot that runs
 * into the bleed (borderless) or stops a white border's width inside the trim. The list in the
 * options stays the order; the design is what the print file, preflight's resolution check and
 * the cart's thumbnail draw, so every one of them sees the same crop.
 */

/** Where a print's photo goes on its surface: the bleed, or inside the white border. */
export function printPhotoRect(
  surface: Pick<Surface, 'width' | 'height' | 'bleed'>,
  border: PrintOrder['border'],
) {
  if (border !== 'white') return bleedRect(surface);
  const inset = inches(WHITE_BORDER_INCHES);
  return {
    x: inset,
    y: inset,
    width: surface.width - 2 * inset,
    height: surface.height - 2 * inset,
  };
}

export function photoPrintDesign(input: {
  title: string;
  prints: readonly PrintOrder[];
}): ProjectDocument {
  const first = input.prints[0];
  const options: ProductOptions = productOptionsSchema.parse({
    productTypeId: PRODUCT_TYPE_ID.photo_print,
    sizeKey: first?.sizeKey ?? '4x6',
    quantity: 1,
    prints: input.prints,
  });
  const surfaces: Record<string, Surface> = {};
  const elements: Record<string, Element> = {};
  const order: string[] = [];
  photoPrintSurfaces(options).forEach((surface, index) => {
    const print = input.prints[index];
    const paper = background(`${surface.id}-paper`, bleedRect(surface), {
      kind: 'color',
      color: '#ffffff',
    });
    const placed: Element[] = [paper];
    if (print) {
      const slot = photoSlot(`${surface.id}-photo`, printPhotoRect(surface, print.border));
      placed.push({
        ...slot,
        photoId: print.photoId,
        ...(print.crop ? { crop: print.crop } : {}),
      } as Element);
    }
    for (const element of placed) elements[element.id] = element;
    surfaces[surface.id] = {
      ...surface,
      label: `${surface.label}${print?.border === 'white' ? `, ${BORDER_NAMES.white.toLowerCase()}` : ''}`,
      elementIds: placed.map((element) => element.id),
    };
    order.push(surface.id);
  });
  return projectDocumentSchema.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    title: input.title,
    options,
    surfaceOrder: order,
    surfaces,
    elements,
  });
}

/** A print's own surface, as photoPrintSurfaces makes it, for geometry alone. */
function printSurface(sizeKey: string) {
  return photoPrintSurfaces({
    productTypeId: PRODUCT_TYPE_ID.photo_print,
    sizeKey,
    quantity: 1,
  })[0] as Surface;
}

/**
 * How sharp a print's photo comes out: the photo's pixels over the printed photo area at its crop,
 * judged by the rule preflight and the editor use (src/shared/render/photoResolution). Undefined
 * while the photo's size is not known yet (a fresh upload being processed).
 */
export function printResolution(
  print: Pick<PrintOrder, 'sizeKey' | 'border' | 'crop'>,
  photo: { width: number; height: number },
): { dpi: number; badge: ResolutionBadge } | undefined {
  if (!(photo.width > 0 && photo.height > 0)) return undefined;
  const rect = printPhotoRect(printSurface(print.sizeKey), print.border);
  const dpi = effectiveDpi(rect, photo, print.crop ?? DEFAULT_CROP);
  return { dpi, badge: resolutionBadge(dpi) };
}

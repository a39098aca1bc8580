import { productLineUri } from '../../../shared/catalog/productTypes';
import type { ProjectDocument } from '../../../shared/project/document';
import { orderedSurfaces } from '../../../shared/project/document';
import type { Surface } from '../../../shared/project/surface';
import { type Matrix, pdfNum } from './matrix';

/*
 * Where a surface sits on its PDF page: the trim, the bleed around it, and room outside the
 * bleed for crop marks. Pure geometry, in points; PDF space runs y up from the bottom-left.
 */

/** Crop marks start this far outside the bleed, so a mark never prints into the bleed. */
export const CROP_MARK_OFFSET_PT = 3;
export const CROP_MARK_LENGTH_PT = 18;
/** Paper beyond the bleed: the marks and a little air. */
export const MARK_MARGIN_PT = CROP_MARK_OFFSET_PT + CROP_MARK_LENGTH_PT + 3;
export const CROP_MARK_WIDTH_PT = 0.25;
export const REGISTRATION_PLATE = 'All';

export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageLayout {
  mediaBox: PageBox;
  bleedBox: PageBox;
  trimBox: PageBox;
  /** From the surface's user space (origin at the trim's top-left, y down) to the page. */
  userToPage: Matrix;
}

export function pageLayout(surface: Pick<Surface, 'width' | 'height' | 'bleed'>): PageLayout {
  const { width, height, bleed } = surface;
  const inset = MARK_MARGIN_PT + bleed;
  const mediaHeight = height + 2 * inset;
  return {
    mediaBox: { x: 0, y: 0, width: width + 2 * inset, height: mediaHeight },
    bleedBox: {
      x: MARK_MARGIN_PT,
      y: MARK_MARGIN_PT,
      width: width + 2 * bleed,
      height: height + 2 * bleed,
    },
    trimBox: { x: inset, y: inset, width, height },
    userToPage: [1, 0, 0, -1, inset, mediaHeight - inset],
  };
}

/**
 * Crop marks in the surface's user space: at each trim corner, a horizontal and a vertical line
 * on the trim's edges, from outside the bleed outwards.
 */
export function cropMarkOperators(surface: Pick<Surface, 'width' | 'height' | 'bleed'>): string {
  const { width: w, height: h, bleed } = surface;
  const near = bleed + CROP_MARK_OFFSET_PT;
  const far = near + CROP_MARK_LENGTH_PT;
  const lines: [number, number, number, number][] = [];
  for (const x of [0, w]) {
    for (const y of [0, h]) {
      const outX = x === 0 ? -1 : 1;
      const outY = y === 0 ? -1 : 1;
      lines.push([x + outX * near, y, x + outX * far, y]);
      lines.push([x, y + outY * near, x, y + outY * far]);
    }
  }
  return lines
    .map(([x1, y1, x2, y2]) => `${pdfNum(x1)} ${pdfNum(y1)} m ${pdfNum(x2)} ${pdfNum(y2)} l`)
    .join('\n');
}

/**
 * The surfaces that become pages, in order. A label is printed through its sheet (the sheet
 * repeats it in every cell), so the lone label is left out; reel frames are never printed.
 */
export function printedSurfaces(doc: ProjectDocument): Surface[] {
  const surfaces = orderedSurfaces(doc);
  const imposed = new Set(
    surfaces.flatMap((surface) =>
      surface.features.flatMap((f) => (f.kind === 'labelSheet' ? [f.labelSurfaceId] : [])),
    ),
  );
  return surfaces.filter((surface) => surface.kind !== 'frame' && !imposed.has(surface.id));
}

/** One print file of a project: its name in the store, and the surfaces it carries. */
export interface PrintFilePart {
  /** File name under the project's print folder: `print.pdf`. */
  file: string;
  surfaces: Surface[];
  /** Copies of each surface to make (photo prints are ordered by the piece); 1 elsewhere. */
  quantities: Record<string, number>;
  /** Each surface's print size, for photo prints: the lab cuts each page at its own size. */
  sizeKeys?: Record<string, string>;
}

/**
 * How a project's pages go to the lab: one print file. A photo-print order is one file too, a page
 * per print at its own size and bleed (the page boxes say the size, the manifest the copies and
 * the size of each page), so an order of 4x6s and 8x10s is one file the lab reads in one pass.
 */
export function printFileParts(doc: ProjectDocument): PrintFilePart[] {
  const surfaces = printedSurfaces(doc);
  // By the product, not the surfaces' kind: a poster or a metal print is a 'print' surface too,
  // but one piece.
  if (!surfaces.length || productLineUri(doc.options.productTypeId) !== 'photo-prints')
    return [
      {
        file: 'print.pdf',
        surfaces,
        quantities: Object.fromEntries(surfaces.map((s) => [s.id, 1])),
      },
    ];
  const prints = doc.options.prints ?? [];
  const part: Required<PrintFilePart> = {
    file: 'print.pdf',
    surfaces,
    quantities: {},
    sizeKeys: {},
  };
  for (const surface of surfaces) {
    const index = Number(/^print-(\d+)$/.exec(surface.id)?.[1]) - 1;
    const order = prints[index];
    part.sizeKeys[surface.id] = order?.sizeKey ?? doc.options.sizeKey;
    part.quantities[surface.id] = order?.quantity ?? doc.options.quantity ?? 1;
  }
  return [part];
}

export const boxArray = (box: PageBox) => [box.x, box.y, box.x + box.width, box.y + box.height];

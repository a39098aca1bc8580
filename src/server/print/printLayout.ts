import type { ProjectDocument } from '../../shared/project/document';
import { orderedSurfaces } from '../../shared/project/document';
import type { Surface } from '../../shared/project/surface';
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
  /** File name under the project's print folder: `print.pdf`, or `print-4x6.pdf` per print size. */
  file: string;
  /** The print size, for photo prints. */
  sizeKey?: string;
  surfaces: Surface[];
  /** Copies of each surface to make (photo prints are ordered by the piece); 1 elsewhere. */
  quantities: Record<string, number>;
}

/**
 * How a project's pages are split into files. Photo prints go to the lab one file per print
 * size (each size is its own paper roll or cut, spec: "prints one file per print size"), one page
 * per print whatever its quantity, the copies in the manifest; every other product is one file.
 */
export function printFileParts(doc: ProjectDocument): PrintFilePart[] {
  const surfaces = printedSurfaces(doc);
  if (!surfaces.length || !surfaces.every((s) => s.kind === 'print'))
    return [
      {
        file: 'print.pdf',
        surfaces,
        quantities: Object.fromEntries(surfaces.map((s) => [s.id, 1])),
      },
    ];
  const prints = doc.options.prints ?? [];
  const bySize = new Map<string, PrintFilePart>();
  for (const surface of surfaces) {
    const index = Number(/^print-(\d+)$/.exec(surface.id)?.[1]) - 1;
    const order = prints[index];
    const sizeKey = order?.sizeKey ?? doc.options.sizeKey;
    let part = bySize.get(sizeKey);
    if (!part) {
      part = { file: `print-${sizeKey}.pdf`, sizeKey, surfaces: [], quantities: {} };
      bySize.set(sizeKey, part);
    }
    part.surfaces.push(surface);
    part.quantities[surface.id] = order?.quantity ?? doc.options.quantity ?? 1;
  }
  return [...bySize.values()];
}

export const boxArray = (box: PageBox) => [box.x, box.y, box.x + box.width, box.y + box.height];

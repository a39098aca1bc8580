import { lookupBy, pluck } from './lookup';

/*
 * Names and physical data of cover types 1–9 and paper types 1–20 (spec §3 gives only the ids).
 * Ids 1–3 keep the meaning bookPricing already sells them under (softcover, hardcover, linen).
 * Calipers are per leaf (one sheet, two pages) in inches, from typical digital-press stocks; the
 * spine of a book is its leaves times the caliper plus what the cover's boards and hinge add.
 */

export const BINDINGS = ['softcover', 'hardcover', 'layflat'] as const;
export type Binding = (typeof BINDINGS)[number];

export const COVER_TYPES = [
  { id: 1, name: 'Softcover', binding: 'softcover', printedWrap: true, spineAllowanceIn: 0.02 },
  {
    id: 2,
    name: 'Matte Hardcover',
    binding: 'hardcover',
    printedWrap: true,
    spineAllowanceIn: 0.2,
  },
  {
    id: 3,
    name: 'Linen Hardcover',
    binding: 'hardcover',
    printedWrap: false,
    spineAllowanceIn: 0.22,
  },
  {
    id: 4,
    name: 'Glossy Hardcover',
    binding: 'hardcover',
    printedWrap: true,
    spineAllowanceIn: 0.2,
  },
  {
    id: 5,
    name: 'Lay-Flat Hardcover',
    binding: 'layflat',
    printedWrap: true,
    spineAllowanceIn: 0.24,
  },
  {
    id: 6,
    name: 'Leather Hardcover',
    binding: 'hardcover',
    printedWrap: false,
    spineAllowanceIn: 0.25,
  },
  {
    id: 7,
    name: 'Padded Hardcover',
    binding: 'hardcover',
    printedWrap: true,
    spineAllowanceIn: 0.3,
  },
  {
    id: 8,
    name: 'Dust Jacket Hardcover',
    binding: 'hardcover',
    printedWrap: true,
    spineAllowanceIn: 0.24,
  },
  { id: 9, name: 'Lay-Flat Linen', binding: 'layflat', printedWrap: false, spineAllowanceIn: 0.26 },
] as const satisfies readonly {
  id: number;
  name: string;
  binding: Binding;
  /** False for cloth and leather: the wrap is material, only a window or debossed text prints. */
  printedWrap: boolean;
  spineAllowanceIn: number;
}[];

export type CoverType = (typeof COVER_TYPES)[number];
export type CoverTypeId = CoverType['id'];
export const COVER_TYPE_ID_LIST = pluck(COVER_TYPES, 'id');
export const coverTypeById = lookupBy(COVER_TYPES, 'id');

export const PAPER_TYPES = [
  { id: 1, name: 'Standard Matte', finish: 'matte', caliperIn: 0.0045, layflatOnly: false },
  { id: 2, name: 'Standard Glossy', finish: 'glossy', caliperIn: 0.0045, layflatOnly: false },
  { id: 3, name: 'Premium Lustre', finish: 'lustre', caliperIn: 0.0055, layflatOnly: false },
  { id: 4, name: 'Premium Matte', finish: 'matte', caliperIn: 0.0055, layflatOnly: false },
  { id: 5, name: 'Pearl', finish: 'pearl', caliperIn: 0.006, layflatOnly: false },
  { id: 6, name: 'Silk', finish: 'silk', caliperIn: 0.005, layflatOnly: false },
  { id: 7, name: 'Satin', finish: 'satin', caliperIn: 0.005, layflatOnly: false },
  { id: 8, name: 'Eggshell Uncoated', finish: 'uncoated', caliperIn: 0.0058, layflatOnly: false },
  { id: 9, name: 'Recycled Matte', finish: 'matte', caliperIn: 0.005, layflatOnly: false },
  { id: 10, name: 'Heavyweight Matte', finish: 'matte', caliperIn: 0.0075, layflatOnly: false },
  { id: 11, name: 'Heavyweight Glossy', finish: 'glossy', caliperIn: 0.0075, layflatOnly: false },
  { id: 12, name: 'Linen Texture', finish: 'textured', caliperIn: 0.0068, layflatOnly: false },
  { id: 13, name: 'Felt Texture', finish: 'textured', caliperIn: 0.007, layflatOnly: false },
  { id: 14, name: 'Metallic Pearl', finish: 'metallic', caliperIn: 0.0065, layflatOnly: false },
  { id: 15, name: 'Archival Cotton Rag', finish: 'uncoated', caliperIn: 0.008, layflatOnly: false },
  { id: 16, name: 'Velvet Fine Art', finish: 'matte', caliperIn: 0.0085, layflatOnly: false },
  { id: 17, name: 'Kraft', finish: 'uncoated', caliperIn: 0.006, layflatOnly: false },
  { id: 18, name: 'Lay-Flat Lustre', finish: 'lustre', caliperIn: 0.03, layflatOnly: true },
  { id: 19, name: 'Lay-Flat Matte', finish: 'matte', caliperIn: 0.03, layflatOnly: true },
  {
    id: 20,
    name: 'Lay-Flat Photographic Glossy',
    finish: 'glossy',
    caliperIn: 0.035,
    layflatOnly: true,
  },
] as const satisfies readonly {
  id: number;
  name: string;
  finish: string;
  caliperIn: number;
  /** Mounted photographic leaves: thick, only bound lay-flat. */
  layflatOnly: boolean;
}[];

export type PaperType = (typeof PAPER_TYPES)[number];
export type PaperTypeId = PaperType['id'];
export const PAPER_TYPE_ID_LIST = pluck(PAPER_TYPES, 'id');
export const paperTypeById = lookupBy(PAPER_TYPES, 'id');

/** The paper a book gets when none is chosen: the thin mounted leaf for lay-flat, matte otherwise. */
export function defaultPaperTypeId(coverTypeId: number): PaperTypeId {
  return coverTypeById(coverTypeId)?.binding === 'layflat' ? 19 : 1;
}

/** Whether a paper can be bound under a cover: mounted leaves need a lay-flat binding and back. */
export function isPaperAllowed(coverTypeId: number, paperTypeId: number): boolean {
  const cover = coverTypeById(coverTypeId);
  const paper = paperTypeById(paperTypeId);
  if (!cover || !paper) return false;
  return paper.layflatOnly === (cover.binding === 'layflat');
}

/** Spine width in inches of a book: leaves × caliper + the cover's allowance (boards, hinge). */
export function spineWidthInches(
  pageCount: number,
  paperTypeId: number,
  coverTypeId: number,
): number {
  const paper = paperTypeById(paperTypeId);
  const cover = coverTypeById(coverTypeId);
  if (!paper) throw new RangeError(`No paper type with id ${paperTypeId}`);
  if (!cover) throw new RangeError(`No cover type with id ${coverTypeId}`);
  if (!Number.isInteger(pageCount) || pageCount < 2 || pageCount % 2 !== 0) {
    throw new RangeError(`A book has an even number of pages, not ${pageCount}`);
  }
  return (pageCount / 2) * paper.caliperIn + cover.spineAllowanceIn;
}

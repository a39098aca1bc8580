import { lookupBy, pluck } from './lookup';

/**
 * Card formats of spec §3. The param is the product class, so two formats share FoldedCard:
 * look formats up by id; a param names a family of formats.
 */
export const FORMAT_TYPES = [
  { id: 1, param: 'FlatCard', name: 'Flat' },
  { id: 2, param: 'FoldedCard', name: 'Side Folded' },
  { id: 3, param: 'FoldedCard', name: 'Top Folded' },
  { id: 4, param: 'MagnetCard', name: 'Magnet' },
] as const;

export type FormatType = (typeof FORMAT_TYPES)[number];
export type FormatTypeId = FormatType['id'];
export type FormatTypeParam = FormatType['param'];

export const FORMAT_TYPE_IDS = pluck(FORMAT_TYPES, 'id');
export const formatTypeById = lookupBy(FORMAT_TYPES, 'id');

/** Every format whose product class is the given param (FoldedCard gives side and top folded). */
export function formatTypesByParam(param: string): FormatType[] {
  return FORMAT_TYPES.filter((format) => format.param === param);
}

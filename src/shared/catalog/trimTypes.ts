import { lookupBy, pluck } from './lookup';

/** Card corner and edge trims of spec §3, ids 1..6; names are our wording of the params. */
export const TRIM_TYPES = [
  { id: 1, param: 'square', name: 'Square' },
  { id: 2, param: 'round', name: 'Round' },
  { id: 3, param: 'double_round', name: 'Double Round' },
  { id: 4, param: 'ticket', name: 'Ticket' },
  { id: 5, param: 'crest', name: 'Crest' },
  { id: 6, param: 'vintage_crest', name: 'Vintage Crest' },
] as const;

export type TrimType = (typeof TRIM_TYPES)[number];
export type TrimTypeId = TrimType['id'];
export type TrimTypeParam = TrimType['param'];

export const TRIM_TYPE_IDS = pluck(TRIM_TYPES, 'id');
export const TRIM_TYPE_PARAMS = pluck(TRIM_TYPES, 'param');
export const trimTypeById = lookupBy(TRIM_TYPES, 'id');
export const trimTypeByParam = lookupBy(TRIM_TYPES, 'param');

import { lookupBy, pluck } from './lookup';

/** Foil finishes of spec §3; pris_gold is shown to customers as 'Glittery Gold'. */
export const FOIL_TYPES = [
  { id: 1, param: 'no_foil', name: 'No Foil' },
  { id: 2, param: 'silver', name: 'Silver' },
  { id: 3, param: 'gold', name: 'Gold' },
  { id: 4, param: 'rose_gold', name: 'Rose Gold' },
  { id: 5, param: 'pris_gold', name: 'Glittery Gold' },
] as const;

export type FoilType = (typeof FOIL_TYPES)[number];
export type FoilTypeId = FoilType['id'];
export type FoilTypeParam = FoilType['param'];

export const FOIL_TYPE_IDS = pluck(FOIL_TYPES, 'id');
export const FOIL_TYPE_PARAMS = pluck(FOIL_TYPES, 'param');
export const foilTypeById = lookupBy(FOIL_TYPES, 'id');
export const foilTypeByParam = lookupBy(FOIL_TYPES, 'param');

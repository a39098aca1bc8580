import { lookupBy, pluck } from './lookup';

/** Design colours of spec §3, ids 1..12 in the spec's order; the storefront filter c[] uses them. */
export const COLORS = [
  { id: 1, param: 'red', name: 'Red' },
  { id: 2, param: 'orange', name: 'Orange' },
  { id: 3, param: 'yellow', name: 'Yellow' },
  { id: 4, param: 'green', name: 'Green' },
  { id: 5, param: 'blue', name: 'Blue' },
  { id: 6, param: 'purple', name: 'Purple' },
  { id: 7, param: 'pink', name: 'Pink' },
  { id: 8, param: 'white', name: 'White' },
  { id: 9, param: 'gray', name: 'Gray' },
  { id: 10, param: 'black', name: 'Black' },
  { id: 11, param: 'brown', name: 'Brown' },
  { id: 12, param: 'beige', name: 'Beige' },
] as const;

export type Color = (typeof COLORS)[number];
export type ColorId = Color['id'];
export type ColorParam = Color['param'];

export const COLOR_IDS = pluck(COLORS, 'id');
export const COLOR_PARAMS = pluck(COLORS, 'param');
export const colorById = lookupBy(COLORS, 'id');
export const colorByParam = lookupBy(COLORS, 'param');

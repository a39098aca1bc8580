import { lookupBy, pluck } from './lookup';

/** Genders of spec §3 (birth announcements); ids are our choice, in the spec's order. */
export const GENDERS = [
  { id: 1, param: 'boy', name: 'Boy' },
  { id: 2, param: 'girl', name: 'Girl' },
  { id: 3, param: 'neutral', name: 'Neutral' },
  { id: 4, param: 'twins', name: 'Twins/Multiples' },
] as const;

export type Gender = (typeof GENDERS)[number];
export type GenderId = Gender['id'];
export type GenderParam = Gender['param'];

export const GENDER_IDS = pluck(GENDERS, 'id');
export const GENDER_PARAMS = pluck(GENDERS, 'param');
export const genderById = lookupBy(GENDERS, 'id');
export const genderByParam = lookupBy(GENDERS, 'param');

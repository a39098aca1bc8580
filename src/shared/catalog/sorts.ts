import { lookupBy, pluck } from './lookup';

// Every tuple here lists its default first: an invalid enumerated query value falls back to the
// first allowed value (spec §4), so the order of each tuple is part of the contract.

/** Card storefront `order` (spec §2): new (launched_at descending) is the default (spec §9). */
export const CARD_ORDERS = [
  'launched_at_desc',
  'separate_units_sold_desc',
  'favorites_desc',
] as const;
export type CardOrder = (typeof CARD_ORDERS)[number];

/**
 * The storefront sort of spec §3 with its labels and the newer label variants, best sellers first
 * (the storefront default, spec §9). `value` is the wire value of `order` on /photo-calendars,
 * /labels and /search. `cardOrder` is the same sort on the card storefront; 'all designs' lifts
 * the sort, so it has none.
 */
export const STOREFRONT_SORTS = [
  {
    value: 'best_sellers',
    label: 'Best Sellers',
    newerLabel: 'Best sellers',
    cardOrder: 'separate_units_sold_desc',
  },
  { value: 'new', label: 'New', newerLabel: 'Newest', cardOrder: 'launched_at_desc' },
  {
    value: 'our_favorites',
    label: 'Our Favorites',
    newerLabel: 'Our favorites',
    cardOrder: 'favorites_desc',
  },
  { value: 'all_designs', label: 'All Designs', newerLabel: null, cardOrder: null },
] as const satisfies readonly {
  value: string;
  label: string;
  newerLabel: string | null;
  cardOrder: CardOrder | null;
}[];

export type StorefrontSort = (typeof STOREFRONT_SORTS)[number];
export type StorefrontOrder = StorefrontSort['value'];

/** Calendar, label and search `order` values, best sellers first. */
export const STOREFRONT_ORDERS = pluck(STOREFRONT_SORTS, 'value');
export const CALENDAR_ORDERS = STOREFRONT_ORDERS;
export const LABEL_ORDERS = STOREFRONT_ORDERS;
export const SEARCH_ORDERS = STOREFRONT_ORDERS;

export const storefrontSortByValue = lookupBy(STOREFRONT_SORTS, 'value');

/** The sort menu entry of a card storefront order, for its label. */
export const storefrontSortByCardOrder = lookupBy(STOREFRONT_SORTS, 'cardOrder');

/** Project list `sortBy` (spec §2, §9): field × direction, date modified descending first. */
export const PROJECT_LIST_SORTS = [
  'date_modified_desc',
  'date_modified_asc',
  'date_created_desc',
  'date_created_asc',
  'name_asc',
  'name_desc',
] as const;

export type ProjectListSort = (typeof PROJECT_LIST_SORTS)[number];
export type ProjectListSortField = 'name' | 'date_modified' | 'date_created';
export type SortDirection = 'asc' | 'desc';

/** Splits a project list sort into the field and the direction. */
export function projectListSortParts(sort: ProjectListSort): {
  field: ProjectListSortField;
  direction: SortDirection;
} {
  const cut = sort.lastIndexOf('_');
  return {
    field: sort.slice(0, cut) as ProjectListSortField,
    direction: sort.slice(cut + 1) as SortDirection,
  };
}

/** Photo list `sortBy` (spec §2): date taken descending first. */
export const PHOTO_SORTS = [
  'date-taken-desc',
  'date-taken-asc',
  'date-added-desc',
  'date-added-asc',
] as const;

export type PhotoSort = (typeof PHOTO_SORTS)[number];

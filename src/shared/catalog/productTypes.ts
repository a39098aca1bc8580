import { lookupBy, pluck } from './lookup';

/** Project type uris of spec §2: the first path segment of a project page and a product line. */
export const PROJECT_TYPE_URIS = [
  'photo-books',
  'cards',
  'labels',
  'photo-calendars',
  'home-decors',
  'photo-prints',
] as const;

export type ProjectTypeUri = (typeof PROJECT_TYPE_URIS)[number];

/**
 * Product type ids of spec §3. The spec gives 50 to 54 for four home decor kinds; we read it as
 * 50 the home decor base type and 51..54 canvas, metal, acrylic, poster in the spec's order.
 * 2 and 3 are vertical then horizontal folded card, as the spec lists them. Keys, names and the
 * product line (lineUri) are our choice; null where a type belongs to no storefront line.
 */
export const PRODUCT_TYPES = [
  { id: 1, key: 'book', name: 'Photo Book', lineUri: 'photo-books' },
  { id: 2, key: 'vertical_folded_card', name: 'Vertical Folded Card', lineUri: 'cards' },
  { id: 3, key: 'horizontal_folded_card', name: 'Horizontal Folded Card', lineUri: 'cards' },
  { id: 4, key: 'flat_card', name: 'Flat Card', lineUri: 'cards' },
  { id: 7, key: 'card', name: 'Card', lineUri: 'cards' },
  { id: 11, key: 'magnet', name: 'Magnet', lineUri: 'cards' },
  { id: 13, key: 'foil', name: 'Foil Card', lineUri: 'cards' },
  { id: 20, key: 'calendar', name: 'Calendar', lineUri: 'photo-calendars' },
  { id: 40, key: 'photo_print', name: 'Photo Print', lineUri: 'photo-prints' },
  { id: 50, key: 'home_decor', name: 'Home Decor', lineUri: 'home-decors' },
  { id: 51, key: 'canvas', name: 'Canvas Print', lineUri: 'home-decors' },
  { id: 52, key: 'metal', name: 'Metal Print', lineUri: 'home-decors' },
  { id: 53, key: 'acrylic', name: 'Acrylic Print', lineUri: 'home-decors' },
  { id: 54, key: 'poster', name: 'Poster Print', lineUri: 'home-decors' },
  { id: 60, key: 'wedding_sample_kit', name: 'Wedding Sample Kit', lineUri: null },
  { id: 61, key: 'memory_reel', name: 'Memory Reel', lineUri: null },
  { id: 101, key: 'label', name: 'Labels & Stickers', lineUri: 'labels' },
  { id: 150, key: 'envelope', name: 'Envelope', lineUri: null },
] as const satisfies readonly {
  id: number;
  key: string;
  name: string;
  lineUri: ProjectTypeUri | null;
}[];

export type ProductType = (typeof PRODUCT_TYPES)[number];
export type ProductTypeId = ProductType['id'];
export type ProductTypeKey = ProductType['key'];

export const PRODUCT_TYPE_IDS = pluck(PRODUCT_TYPES, 'id');
export const productTypeById = lookupBy(PRODUCT_TYPES, 'id');
export const productTypeByKey = lookupBy(PRODUCT_TYPES, 'key');

/** Product type ids by key, for code that means one type: PRODUCT_TYPE_ID.calendar === 20. */
export const PRODUCT_TYPE_ID = Object.fromEntries(
  PRODUCT_TYPES.map((type) => [type.key, type.id]),
) as { [T in ProductType as T['key']]: T['id'] };

/** The storefront line of a product type id; undefined for unknown ids and types with no line. */
export function productLineUri(productTypeId: number): ProjectTypeUri | undefined {
  return productTypeById(productTypeId)?.lineUri ?? undefined;
}

/**
 * The base type of spec §3's project type: card variants descend from the card (7), home-decor
 * kinds from home decor (50); every other type is its own base.
 */
export function baseProductTypeId(productTypeId: number): number {
  const lineUri = productLineUri(productTypeId);
  if (lineUri === 'cards') return PRODUCT_TYPE_ID.card;
  if (lineUri === 'home-decors') return PRODUCT_TYPE_ID.home_decor;
  return productTypeId;
}

export function isProjectTypeUri(value: string): value is ProjectTypeUri {
  return (PROJECT_TYPE_URIS as readonly string[]).includes(value);
}

import { describe, expect, it } from 'vitest';
import {
  baseProductTypeId,
  isProjectTypeUri,
  PRODUCT_TYPE_ID,
  PRODUCT_TYPE_IDS,
  PRODUCT_TYPES,
  PROJECT_TYPE_URIS,
  productLineUri,
  productTypeById,
  productTypeByKey,
} from './productTypes';

describe('PRODUCT_TYPES (spec §3 table)', () => {
  it('has exactly the ids of the spec table', () => {
    expect(PRODUCT_TYPE_IDS).toEqual([
      1, 2, 3, 4, 7, 11, 13, 20, 40, 50, 51, 52, 53, 54, 60, 61, 101, 150,
    ]);
  });

  it('has unique keys', () => {
    expect(new Set(PRODUCT_TYPES.map((t) => t.key)).size).toBe(PRODUCT_TYPES.length);
  });

  it('maps the named ids to their kinds', () => {
    expect(PRODUCT_TYPE_ID).toMatchObject({
      book: 1,
      vertical_folded_card: 2,
      horizontal_folded_card: 3,
      flat_card: 4,
      card: 7,
      magnet: 11,
      foil: 13,
      calendar: 20,
      photo_print: 40,
      canvas: 51,
      metal: 52,
      acrylic: 53,
      poster: 54,
      wedding_sample_kit: 60,
      memory_reel: 61,
      label: 101,
      envelope: 150,
    });
    expect(productTypeByKey('home_decor')?.id).toBe(50);
    expect(productTypeById(101)?.name).toBe('Labels & Stickers');
  });

  it('puts each product type in its storefront line', () => {
    expect(productLineUri(1)).toBe('photo-books');
    for (const id of [2, 3, 4, 7, 11, 13]) expect(productLineUri(id)).toBe('cards');
    expect(productLineUri(20)).toBe('photo-calendars');
    expect(productLineUri(40)).toBe('photo-prints');
    for (const id of [50, 51, 52, 53, 54]) expect(productLineUri(id)).toBe('home-decors');
    expect(productLineUri(101)).toBe('labels');
  });

  it('gives no line to types outside the storefronts and to unknown ids', () => {
    expect(productLineUri(60)).toBeUndefined();
    expect(productLineUri(61)).toBeUndefined();
    expect(productLineUri(150)).toBeUndefined();
    expect(productLineUri(5)).toBeUndefined();
  });

  it('uses every project type uri for some product type', () => {
    const lines = new Set(PRODUCT_TYPES.map((t) => t.lineUri));
    for (const uri of PROJECT_TYPE_URIS) expect(lines.has(uri)).toBe(true);
  });
});

describe('PROJECT_TYPE_URIS (spec §2)', () => {
  it('lists the six project type uris', () => {
    expect(PROJECT_TYPE_URIS).toEqual([
      'photo-books',
      'cards',
      'labels',
      'photo-calendars',
      'home-decors',
      'photo-prints',
    ]);
  });

  it('recognises a project type uri', () => {
    expect(isProjectTypeUri('cards')).toBe(true);
    expect(isProjectTypeUri('card')).toBe(false);
    expect(isProjectTypeUri('home-decor')).toBe(false);
  });

  it('gives card variants and home-decor kinds their base type, and every other type itself', () => {
    expect([2, 3, 4, 7, 11, 13].map(baseProductTypeId)).toEqual([7, 7, 7, 7, 7, 7]);
    expect([50, 51, 52, 53, 54].map(baseProductTypeId)).toEqual([50, 50, 50, 50, 50]);
    expect([1, 20, 40, 61, 101, 150].map(baseProductTypeId)).toEqual([1, 20, 40, 61, 101, 150]);
  });
});

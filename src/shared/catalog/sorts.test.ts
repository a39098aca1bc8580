import { describe, expect, it } from 'vitest';
import {
  CALENDAR_ORDERS,
  CARD_ORDERS,
  LABEL_ORDERS,
  PHOTO_SORTS,
  PROJECT_LIST_SORTS,
  projectListSortParts,
  SEARCH_ORDERS,
  STOREFRONT_ORDERS,
  STOREFRONT_SORTS,
  storefrontSortByCardOrder,
  storefrontSortByValue,
} from './sorts';

describe('storefront sorts (spec §3)', () => {
  it('has new, best sellers, our favorites and all designs with their labels', () => {
    const labels = Object.fromEntries(STOREFRONT_SORTS.map((s) => [s.value, s.label]));
    expect(labels).toEqual({
      our_favorites: 'Our Favorites',
      best_sellers: 'Best Sellers',
      new: 'New',
      all_designs: 'All Designs',
    });
  });

  it('has the newer label variants', () => {
    const newer = Object.fromEntries(STOREFRONT_SORTS.map((s) => [s.value, s.newerLabel]));
    expect(newer).toMatchObject({
      best_sellers: 'Best sellers',
      new: 'Newest',
      our_favorites: 'Our favorites',
    });
  });

  it('orders calendars, labels and search by best sellers by default (spec §2, §9)', () => {
    expect(STOREFRONT_ORDERS).toEqual(['best_sellers', 'new', 'our_favorites', 'all_designs']);
    for (const orders of [CALENDAR_ORDERS, LABEL_ORDERS, SEARCH_ORDERS]) {
      expect(orders[0]).toBe('best_sellers');
    }
    expect(storefrontSortByValue('new')?.label).toBe('New');
    expect(storefrontSortByValue('newest')).toBeUndefined();
  });
});

describe('card storefront orders (spec §2)', () => {
  it('default to new: launched_at descending (spec §9)', () => {
    expect(CARD_ORDERS).toEqual(['launched_at_desc', 'separate_units_sold_desc', 'favorites_desc']);
  });

  it('match the storefront sorts, all designs aside', () => {
    expect(storefrontSortByCardOrder('launched_at_desc')?.value).toBe('new');
    expect(storefrontSortByCardOrder('separate_units_sold_desc')?.value).toBe('best_sellers');
    expect(storefrontSortByCardOrder('favorites_desc')?.value).toBe('our_favorites');
    expect(storefrontSortByValue('all_designs')?.cardOrder).toBeNull();
  });
});

describe('project list sorts', () => {
  it('covers name, date modified, date created × asc, desc; default date modified desc', () => {
    expect(PROJECT_LIST_SORTS[0]).toBe('date_modified_desc');
    expect(PROJECT_LIST_SORTS).toHaveLength(6);
    const pairs = PROJECT_LIST_SORTS.map(projectListSortParts);
    for (const field of ['name', 'date_modified', 'date_created']) {
      for (const direction of ['asc', 'desc']) expect(pairs).toContainEqual({ field, direction });
    }
  });

  it('splits a sort into field and direction', () => {
    expect(projectListSortParts('date_created_asc')).toEqual({
      field: 'date_created',
      direction: 'asc',
    });
    expect(projectListSortParts('name_desc')).toEqual({ field: 'name', direction: 'desc' });
  });
});

describe('photo sorts (spec §2)', () => {
  it('are the four values with date-taken-desc first', () => {
    expect(PHOTO_SORTS).toEqual([
      'date-taken-desc',
      'date-taken-asc',
      'date-added-desc',
      'date-added-asc',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { build } from '../../../shared/routes/build';
import { parse } from '../../../shared/routes/parse';
import {
  activeFilterCount,
  pageWindow,
  toggled,
  withFacetToggled,
  withoutFilters,
} from './facetLinks';

describe('toggled', () => {
  it('adds a missing value at the end and removes a present one', () => {
    expect(toggled(['gold'], 'silver')).toEqual(['gold', 'silver']);
    expect(toggled(['gold', 'silver'], 'gold')).toEqual(['silver']);
    expect(toggled([1, 2], 2)).toEqual([1]);
  });
});

describe('facet links', () => {
  const match = parse('/cards/all?order=favorites_desc&page=3&ft[]=gold');
  if (match.name !== 'cards.all') throw new Error('expected the card storefront');
  const query = match.query;

  it('switches a value on, keeps the sort and other filters, and goes back to page 1', () => {
    const next = withFacetToggled(query, 'a', 'portrait');
    expect(build('cards.all', next)).toBe('/cards/all?order=favorites_desc&ft[]=gold&a[]=portrait');
  });

  it('switches a value off', () => {
    expect(build('cards.all', withFacetToggled(query, 'ft', 'gold'))).toBe(
      '/cards/all?order=favorites_desc',
    );
  });

  it('number lists stay numbers', () => {
    expect(build('cards.all', withFacetToggled(query, 'n', 2))).toBe(
      '/cards/all?order=favorites_desc&ft[]=gold&n[]=2',
    );
  });

  it('clears every filter but keeps the sort', () => {
    const cleared = withoutFilters(query, ['ft', 'a'] as const);
    expect(build('cards.all', cleared)).toBe('/cards/all?order=favorites_desc');
    expect(activeFilterCount(query, ['ft', 'a'] as const)).toBe(1);
    expect(activeFilterCount(cleared, ['ft', 'a'] as const)).toBe(0);
  });

  it('a built facet URL parses back to the same filters', () => {
    const url = build('cards.all', withFacetToggled(query, 'c', 'blue'));
    const again = parse(url);
    expect(again.name).toBe('cards.all');
    if (again.name === 'cards.all') {
      expect(again.query.c).toEqual(['blue']);
      expect(again.query.ft).toEqual(['gold']);
      expect(again.query.page).toBe(1);
    }
  });
});

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
  it('shows the first, the last and the neighbours, with gaps', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12]);
  });
});

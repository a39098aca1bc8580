import { describe, expect, it } from 'vitest';
import { parse } from '../../../shared/routes/parse';
import { themeIdOfUri } from '../storefront/catalogQueries';
import { cardThemesInput, cleanCardQuery } from './cardFacets';

function cardQuery(url: string) {
  const match = parse(url);
  if (match.name !== 'cards.all') throw new Error(`not the card storefront: ${url}`);
  return match.query;
}

describe('cleanCardQuery', () => {
  it('drops values no facet offers, and repeats (spec §4–5)', () => {
    const query = cleanCardQuery(
      cardQuery('/cards/all?ft[]=gold&ft[]=plutonium&ft[]=gold&a[]=diagonal&a[]=square&n[]=3'),
    );
    expect(query.ft).toEqual(['gold']);
    expect(query.a).toEqual(['square']);
    expect(query.n).toEqual([3]);
  });

  it('accepts a style by name and writes it as its id', () => {
    expect(cleanCardQuery(cardQuery('/cards/all?s[]=Floral&s[]=5')).s).toEqual(['5']);
  });

  it('keeps the parser fallbacks: a bad order is the default, n[] outside 0–4 is gone', () => {
    const query = cleanCardQuery(cardQuery('/cards/all?order=cheapest&n[]=9&page=-2'));
    expect(query.order).toBe('launched_at_desc');
    expect(query.n).toEqual([]);
    expect(query.page).toBe(1);
  });
});

describe('cardThemesInput', () => {
  it('asks for card designs of the category with the filters as the call names them', () => {
    const input = cardThemesInput(
      cardQuery('/cards/all?n[]=0&fptid=13&c[]=red'),
      'christmas-cards',
      24,
    );
    expect(input).toMatchObject({
      productTypeId: 7,
      tagGroupUri: 'christmas-cards',
      n: ['0'],
      fptid: [13],
      c: ['red'],
      perPage: 24,
      page: 1,
    });
  });
});

describe('themeIdOfUri', () => {
  it('reads the id a design uri ends with', () => {
    expect(themeIdOfUri('golden-modern-memories-11')).toBe(11);
    expect(themeIdOfUri('blank-canvas-10')).toBe(10);
    expect(themeIdOfUri('no-number')).toBeUndefined();
    expect(themeIdOfUri('zero-0')).toBeUndefined();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildThemeIndex,
  type IndexedTheme,
  queryThemeIndex,
  type ThemeFilter,
  type ThemeSort,
} from './themeIndex';

type Row = Parameters<typeof buildThemeIndex>[0][number];

function row(id: number, fields: Partial<Row> = {}): Row {
  return {
    id,
    uri: `design-${id}`,
    name: `Design ${id}`,
    productTypeId: 7,
    tagGroupIds: [],
    designerId: null,
    deviceRestriction: null,
    launchedAt: new Date(Date.UTC(2026, 0, id)),
    unitsSold: 0,
    favoriteRank: null,
    styleId: null,
    foilTypeId: null,
    trimTypeId: null,
    formatTypeId: null,
    orientation: null,
    photoCount: 0,
    colorIds: [],
    genderId: null,
    sizes: [],
    ...fields,
  };
}

const page = { limit: 100, offset: 0 };

describe('the theme index', () => {
  const index = buildThemeIndex(
    [
      row(1, { unitsSold: 5, foilTypeId: 3, colorIds: [1, 2], favoriteRank: 2 }),
      row(2, { unitsSold: 9, foilTypeId: 3, colorIds: [2], orientation: 'portrait' }),
      row(3, { unitsSold: 9, colorIds: [], sizes: ['5x7'], favoriteRank: 1 }),
      row(4, { productTypeId: 8, tagGroupIds: [501], photoCount: 2 }),
    ],
    [
      { id: 12, themeId: 1, productTypeId: 7 },
      { id: 11, themeId: 1, productTypeId: 20 },
      { id: 13, themeId: 2, productTypeId: 7 },
      { id: 14, themeId: 99, productTypeId: 7 },
    ],
  );
  const ids = (query: Parameters<typeof queryThemeIndex>[1]) =>
    queryThemeIndex(index, query).items.map((theme) => theme.id);

  it('keeps each design’s templates in id order with their product types', () => {
    const first = index.entries[0];
    expect(first?.templateIds).toEqual([11, 12]);
    expect(first?.templateTypeIds).toEqual([20, 7]);
  });

  it('sorts by best sellers, newest and our favourites, ties by id', () => {
    expect(ids({ filter: {}, sort: 'best_sellers', page })).toEqual([2, 3, 1, 4]);
    expect(ids({ filter: {}, sort: 'new', page })).toEqual([4, 3, 2, 1]);
    expect(ids({ filter: {}, sort: 'our_favorites', page })).toEqual([3, 1, 2, 4]);
  });

  it('filters by any of a facet’s values and by every facet given', () => {
    expect(ids({ filter: { foilTypeIds: [3] }, sort: 'id', page })).toEqual([1, 2]);
    expect(ids({ filter: { foilTypeIds: [3], colorIds: [1] }, sort: 'id', page })).toEqual([1]);
    expect(ids({ filter: { colorIds: [1, 2] }, sort: 'id', page })).toEqual([1, 2]);
    expect(ids({ filter: { tagGroupId: 501 }, sort: 'id', page })).toEqual([4]);
    expect(ids({ filter: { templateTypeIds: [20] }, sort: 'id', page })).toEqual([1]);
    expect(ids({ filter: { sizes: ['5x7'] }, sort: 'id', page })).toEqual([3]);
    expect(ids({ filter: { matching: new Set([2, 4]) }, sort: 'id', page })).toEqual([2, 4]);
    expect(ids({ filter: { orientations: ['landscape'] }, sort: 'id', page })).toEqual([]);
  });

  it('puts featured designs first and pages through the rest', () => {
    expect(ids({ filter: {}, sort: 'id', featuredTemplateIds: [13], page })).toEqual([2, 1, 3, 4]);
    const second = queryThemeIndex(index, {
      filter: {},
      sort: 'id',
      page: { limit: 2, offset: 2 },
    });
    expect(second.items.map((theme) => theme.id)).toEqual([3, 4]);
    expect(second.total).toBe(4);
  });

  it('counts every facet over the matches, array values once each', () => {
    const { facets } = queryThemeIndex(index, {
      filter: { productTypeIds: [7] },
      sort: 'id',
      page,
    });
    expect(facets.ft).toEqual({ '3': 2 });
    expect(facets.c).toEqual({ '1': 1, '2': 2 });
    expect(facets.a).toEqual({ portrait: 1 });
    expect(facets.ps).toEqual({ '5x7': 1 });
    expect(facets.fptid).toEqual({ '7': 2, '20': 1 });
    expect(facets.n).toEqual({ '0': 3 });
  });

  it('answers as filtering, sorting and counting the designs one by one would', () => {
    const value = <T>(...values: T[]) => fc.constantFrom(...values);
    const design = fc.record({
      productTypeId: value(7, 8),
      tagGroupIds: fc.subarray([1, 2, 3]),
      foilTypeId: value(null, 1, 2),
      styleId: value(null, 1, 2),
      photoCount: fc.integer({ min: 0, max: 3 }),
      colorIds: fc.subarray([1, 2, 3]),
      orientation: value(null, 'portrait', 'landscape'),
      sizes: fc.subarray(['5x7', '4x8']),
      unitsSold: fc.integer({ min: 0, max: 3 }),
      favoriteRank: value(null, 1, 2),
      designerId: value(null, 1),
    });
    const filter = fc.record(
      {
        productTypeIds: fc.subarray([7, 8]),
        tagGroupId: value(1, 2, 3),
        foilTypeIds: fc.subarray([1, 2]),
        styleIds: fc.subarray([1, 2]),
        photoCounts: fc.subarray([0, 1, 2, 3]),
        colorIds: fc.subarray([1, 2, 3]),
        orientations: fc.subarray(['portrait', 'landscape']),
        sizes: fc.subarray(['5x7', '4x8']),
        templateTypeIds: fc.subarray([7, 20]),
        designerId: value(1),
        ids: fc.subarray([1, 2, 3, 4, 5, 30]),
        matching: fc.subarray([2, 3, 5, 8]).map((ids) => new Set(ids)),
      },
      { requiredKeys: [] },
    );
    const sort = value<ThemeSort>('best_sellers', 'new', 'our_favorites', 'id');
    fc.assert(
      fc.property(fc.array(design, { maxLength: 30 }), filter, sort, (designs, wanted, order) => {
        const rows = designs.map((fields, i) => row(i + 1, fields));
        const templates = rows.flatMap((r) => [
          { id: r.id * 2, themeId: r.id, productTypeId: 7 },
          ...(r.id % 3 === 0 ? [{ id: r.id * 2 + 1, themeId: r.id, productTypeId: 20 }] : []),
        ]);
        const built = buildThemeIndex(rows, templates);
        const answer = queryThemeIndex(built, { filter: wanted, sort: order, page });
        const expected = slowQuery(built.entries, wanted, order);
        expect(answer.items.map((t) => t.id)).toEqual(expected.ids.slice(0, page.limit));
        expect(answer.total).toBe(expected.ids.length);
        expect(answer.facets).toEqual(expected.facets);
      }),
    );
  });
});

/** The model: each design checked, sorted and counted one at a time. */
function slowQuery(designs: readonly IndexedTheme[], filter: ThemeFilter, sort: ThemeSort) {
  const within = <T>(values: readonly T[] | undefined, v: T | null) =>
    values === undefined || (v !== null && values.includes(v));
  const overlaps = <T>(values: readonly T[] | undefined, have: readonly T[]) =>
    values === undefined || have.some((v) => values.includes(v));
  const passing = designs.filter(
    (t) =>
      within(filter.productTypeIds, t.productTypeId) &&
      (filter.tagGroupId === undefined || t.tagGroupIds.includes(filter.tagGroupId)) &&
      within(filter.foilTypeIds, t.foilTypeId) &&
      within(filter.styleIds, t.styleId) &&
      within(filter.photoCounts, t.photoCount) &&
      overlaps(filter.colorIds, t.colorIds) &&
      within(filter.orientations, t.orientation) &&
      overlaps(filter.sizes, t.sizes) &&
      overlaps(filter.templateTypeIds, t.templateTypeIds) &&
      (filter.designerId === undefined || t.designerId === filter.designerId) &&
      within(filter.ids, t.id) &&
      (filter.matching === undefined || filter.matching.has(t.id)),
  );
  const rank = (t: IndexedTheme) => t.favoriteRank ?? Number.POSITIVE_INFINITY;
  const compare: Record<ThemeSort, (a: IndexedTheme, b: IndexedTheme) => number> = {
    best_sellers: (a, b) => b.unitsSold - a.unitsSold || a.id - b.id,
    new: (a, b) => b.launchedAt.getTime() - a.launchedAt.getTime() || a.id - b.id,
    our_favorites: (a, b) => rank(a) - rank(b) || b.unitsSold - a.unitsSold || a.id - b.id,
    id: (a, b) => a.id - b.id,
  };
  const facets: Record<string, Record<string, number>> = {};
  const count = (facet: string, v: number | string | null) => {
    if (v === null) return;
    const values = facets[facet] ?? {};
    values[String(v)] = (values[String(v)] ?? 0) + 1;
    facets[facet] = values;
  };
  for (const t of passing) {
    count('tt', t.trimTypeId);
    count('ft', t.foilTypeId);
    count('s', t.styleId);
    count('psg', t.formatTypeId);
    count('a', t.orientation);
    count('g', t.genderId);
    count('n', t.photoCount);
    for (const c of t.colorIds) count('c', c);
    for (const size of t.sizes) count('ps', size);
    for (const type of t.templateTypeIds) count('fptid', type);
  }
  return { ids: [...passing].sort(compare[sort]).map((t) => t.id), facets };
}

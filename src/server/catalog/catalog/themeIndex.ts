import type { Db } from '../../db/database';
import { type FacetName, type ThemeIndexRow, themeIndexRows } from './catalog.repo';

/**
 * The storefront's designs held in memory: what every filter, facet count and sort reads. The
 * catalogue is written by the seed and read by every storefront visit, so answering from memory
 * makes a filtered page with all its facet counts one pass over a few thousand entries instead of
 * a dozen scans of the table.
 */
type IndexedRow = ThemeIndexRow;

export interface IndexedTheme extends IndexedRow {
  /** The design's templates, lowest id first. */
  templateIds: number[];
  /** The product types of its templates (the fptid filter and facet). */
  templateTypeIds: number[];
}

/** The sorts of spec §9, and id order. */
export type ThemeSort = 'best_sellers' | 'new' | 'our_favorites' | 'id';

/** Each filter holds the values one of which a design must have; absent means no filter. */
export interface ThemeFilter {
  productTypeIds?: readonly number[];
  tagGroupId?: number;
  trimTypeIds?: readonly number[];
  foilTypeIds?: readonly number[];
  styleIds?: readonly number[];
  formatTypeIds?: readonly number[];
  colorIds?: readonly number[];
  orientations?: readonly string[];
  genderIds?: readonly number[];
  photoCounts?: readonly number[];
  sizes?: readonly string[];
  templateTypeIds?: readonly number[];
  ids?: readonly number[];
  designerId?: number;
  /** Designs a full-text search matched. */
  matching?: ReadonlySet<number>;
}

export type FacetCounts = Partial<Record<FacetName, Record<string, number>>>;

/** A design's position in the index (its place in id order). */
type Position = number;

export interface ThemeIndex {
  /** Every design, in id order: a design's position is its place here. */
  entries: readonly IndexedTheme[];
  /** Positions in each sort's order. */
  order: Record<ThemeSort, Int32Array>;
  /** Positions of the designs having one filter value, ascending: `${filter}:${value}` keys. */
  postings: ReadonlyMap<string, Int32Array>;
  /** Each facet value counted, by slot number. */
  slots: readonly { facet: FacetName; value: string }[];
  /** The facet slots of each position. */
  slotsOf: readonly Int32Array[];
  positionOfId: ReadonlyMap<number, Position>;
}

const byId = (a: IndexedTheme, b: IndexedTheme) => a.id - b.id;
const comparators: Record<ThemeSort, (a: IndexedTheme, b: IndexedTheme) => number> = {
  best_sellers: (a, b) => b.unitsSold - a.unitsSold || byId(a, b),
  new: (a, b) => b.launchedAt.getTime() - a.launchedAt.getTime() || byId(a, b),
  our_favorites: (a, b) =>
    (a.favoriteRank ?? Number.POSITIVE_INFINITY) - (b.favoriteRank ?? Number.POSITIVE_INFINITY) ||
    b.unitsSold - a.unitsSold ||
    byId(a, b),
  id: byId,
};

/** The filter values a design has, under the filter's key; array attributes give several. */
function filterValues(theme: IndexedTheme): [FilterKey, (number | string | null)[]][] {
  return [
    ['type', [theme.productTypeId]],
    ['tag', theme.tagGroupIds],
    ['tt', [theme.trimTypeId]],
    ['ft', [theme.foilTypeId]],
    ['s', [theme.styleId]],
    ['psg', [theme.formatTypeId]],
    ['c', theme.colorIds],
    ['a', [theme.orientation]],
    ['g', [theme.genderId]],
    ['n', [theme.photoCount]],
    ['ps', theme.sizes],
    ['fptid', theme.templateTypeIds],
    ['designer', [theme.designerId]],
  ];
}

type FilterKey = FacetName | 'type' | 'tag' | 'designer';
const FACETS: ReadonlySet<FilterKey> = new Set<FacetName>([
  'tt',
  'ft',
  's',
  'psg',
  'a',
  'g',
  'n',
  'c',
  'ps',
  'fptid',
]);

export function buildThemeIndex(
  rows: readonly IndexedRow[],
  templateRows: readonly { id: number; themeId: number; productTypeId: number }[],
): ThemeIndex {
  const byTheme = new Map<number, IndexedTheme>(
    rows.map((row) => [row.id, { ...row, templateIds: [], templateTypeIds: [] }]),
  );
  for (const template of [...templateRows].sort((a, b) => a.id - b.id)) {
    const theme = byTheme.get(template.themeId);
    if (!theme) continue;
    theme.templateIds.push(template.id);
    if (!theme.templateTypeIds.includes(template.productTypeId)) {
      theme.templateTypeIds.push(template.productTypeId);
    }
  }
  const entries = [...byTheme.values()].sort(byId);
  const positionOfId = new Map(entries.map((theme, position) => [theme.id, position]));
  const positions = (sort: ThemeSort) =>
    Int32Array.from(
      [...entries].sort(comparators[sort]),
      (theme) => positionOfId.get(theme.id) ?? 0,
    );

  const postingLists = new Map<string, Position[]>();
  const slotNumbers = new Map<string, number>();
  const slots: { facet: FacetName; value: string }[] = [];
  const slotsOf = entries.map((theme, position) => {
    const own: number[] = [];
    for (const [key, values] of filterValues(theme)) {
      for (const value of new Set(values)) {
        if (value === null) continue;
        const name = `${key}:${value}`;
        const list = postingLists.get(name) ?? [];
        list.push(position);
        postingLists.set(name, list);
        if (!FACETS.has(key)) continue;
        let slot = slotNumbers.get(name);
        if (slot === undefined) {
          slot = slots.push({ facet: key as FacetName, value: String(value) }) - 1;
          slotNumbers.set(name, slot);
        }
        own.push(slot);
      }
    }
    return Int32Array.from(own);
  });
  return {
    entries,
    order: {
      best_sellers: positions('best_sellers'),
      new: positions('new'),
      our_favorites: positions('our_favorites'),
      id: positions('id'),
    },
    postings: new Map([...postingLists].map(([name, list]) => [name, Int32Array.from(list)])),
    slots,
    slotsOf,
    positionOfId,
  };
}

const NOWHERE = new Int32Array(0);

/** The posting lists of each filter given: a design passes a filter with one of its values. */
function activeFilters(index: ThemeIndex, filter: ThemeFilter): Int32Array[][] {
  const lists = (key: FilterKey, values: readonly (number | string)[] | undefined) =>
    values === undefined
      ? undefined
      : values.map((v) => index.postings.get(`${key}:${v}`) ?? NOWHERE);
  const positionsOf = (ids: Iterable<number> | undefined) => {
    if (ids === undefined) return undefined;
    const found: number[] = [];
    for (const id of ids) {
      const position = index.positionOfId.get(id);
      if (position !== undefined) found.push(position);
    }
    return [Int32Array.from(found)];
  };
  return [
    lists('type', filter.productTypeIds),
    lists('tag', filter.tagGroupId === undefined ? undefined : [filter.tagGroupId]),
    lists('tt', filter.trimTypeIds),
    lists('ft', filter.foilTypeIds),
    lists('s', filter.styleIds),
    lists('psg', filter.formatTypeIds),
    lists('c', filter.colorIds),
    lists('a', filter.orientations),
    lists('g', filter.genderIds),
    lists('n', filter.photoCounts),
    lists('ps', filter.sizes),
    lists('fptid', filter.templateTypeIds),
    lists('designer', filter.designerId === undefined ? undefined : [filter.designerId]),
    positionsOf(filter.ids),
    positionsOf(filter.matching),
  ].filter((lists): lists is Int32Array[] => lists !== undefined);
}

export interface ThemeQuery {
  filter: ThemeFilter;
  sort: ThemeSort;
  /** Designs with one of these templates lead, each group keeping the sort's order. */
  featuredTemplateIds?: readonly number[];
  page: { limit: number; offset: number };
}

/**
 * One page of the designs passing the filter, their total, and the facet counts over all of them.
 * Filters are intersected through their posting lists: a design's mark counts the filters passed
 * so far, so the work is the size of those lists, not of the catalogue times the filters.
 */
export function queryThemeIndex(index: ThemeIndex, query: ThemeQuery) {
  const filters = activeFilters(index, query.filter);
  const passed = new Uint8Array(index.entries.length);
  filters.forEach((lists, done) => {
    for (const list of lists) {
      for (const position of list) if (passed[position] === done) passed[position] = done + 1;
    }
  });
  const matches: Position[] = [];
  for (const position of index.order[query.sort]) {
    if (passed[position] === filters.length) matches.push(position);
  }

  const featured = query.featuredTemplateIds;
  const isFeatured = (position: Position) =>
    index.entries[position]?.templateIds.some((id) => featured?.includes(id)) ?? false;
  const ordered = featured?.length
    ? [...matches.filter(isFeatured), ...matches.filter((p) => !isFeatured(p))]
    : matches;

  const slotCounts = new Int32Array(index.slots.length);
  for (const position of matches) {
    for (const slot of index.slotsOf[position] ?? NOWHERE)
      slotCounts[slot] = (slotCounts[slot] ?? 0) + 1;
  }
  const facets: FacetCounts = {};
  slotCounts.forEach((count, slot) => {
    const counted = index.slots[slot];
    if (count === 0 || !counted) return;
    const values = facets[counted.facet] ?? {};
    values[counted.value] = count;
    facets[counted.facet] = values;
  });

  const { limit, offset } = query.page;
  return {
    items: ordered
      .slice(offset, offset + limit)
      .map((position) => index.entries[position])
      .filter((theme): theme is IndexedTheme => theme !== undefined),
    total: matches.length,
    facets,
  };
}

/** How long an index answers before it is rebuilt behind the scenes (sales change best sellers). */
export const THEME_INDEX_MAX_AGE_MS = 60_000;

async function loadThemeIndex(db: Db): Promise<ThemeIndex> {
  const { rows, templateRows } = await themeIndexRows(db);
  return buildThemeIndex(rows, templateRows);
}

const indexes = new WeakMap<Db, { builtAt: number; index: Promise<ThemeIndex> }>();

/**
 * The database's theme index, built on first use. Once older than the max age it is rebuilt in
 * the background while the previous one keeps answering, so no visitor waits for a rebuild.
 */
export function themeIndexOf(db: Db, now = Date.now()): Promise<ThemeIndex> {
  const held = indexes.get(db);
  if (!held) {
    const index = loadThemeIndex(db);
    indexes.set(db, { builtAt: now, index });
    index.catch(() => indexes.delete(db));
    return index;
  }
  if (now - held.builtAt > THEME_INDEX_MAX_AGE_MS) {
    const next = loadThemeIndex(db);
    held.builtAt = now;
    next.then(
      () => indexes.set(db, { builtAt: now, index: next }),
      () => {},
    );
  }
  return held.index;
}

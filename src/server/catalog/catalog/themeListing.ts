import type { ActionOutput } from '../../../shared/api/actionTable';
import { colorById, colorByParam } from '../../../shared/catalog/colors';
import { foilTypeById, foilTypeByParam } from '../../../shared/catalog/foilTypes';
import { formatTypeById, formatTypesByParam } from '../../../shared/catalog/formatTypes';
import { genderById, genderByParam } from '../../../shared/catalog/genders';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { ORIENTATIONS } from '../../../shared/catalog/sizes';
import {
  type StorefrontOrder,
  storefrontSortByCardOrder,
  storefrontSortByValue,
} from '../../../shared/catalog/sorts';
import { TEMPLATE_STYLES } from '../../../shared/catalog/templateStyles';
import { trimTypeById, trimTypeByParam } from '../../../shared/catalog/trimTypes';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { badRequest, notFound } from '../../http/appError';
import {
  type FacetName,
  findTagGroupByUri,
  searchVocabulary,
  themeIdsMatching,
} from './catalog.repo';
import { pageWindow } from './pageWindow';
import { correctQueryWords } from './searchCorrection';
import {
  type IndexedTheme,
  queryThemeIndex,
  type ThemeFilter,
  type ThemeSort,
  themeIndexOf,
} from './themeIndex';

type ThemesInput = HandlerInput<'themes'>;
type Theme = ActionOutput<'themes'>['items'][number];

/** Looks each wire value up; an unknown value is a clear 400, not an empty page. */
function idsOf(
  facet: string,
  values: string[] | undefined,
  lookup: (value: string) => number[],
): number[] | undefined {
  if (!values?.length) return undefined;
  return values.flatMap((value) => {
    const ids = lookup(value);
    if (ids.length === 0) throw badRequest('invalid_filter', `Unknown ${facet}[] value: ${value}`);
    return ids;
  });
}
const one = (found: { id: number } | undefined) => (found ? [found.id] : []);
const styleIds = (value: string) => {
  const byId = TEMPLATE_STYLES.find((style) => String(style.id) === value);
  const byName = TEMPLATE_STYLES.find((style) => style.name.toLowerCase() === value.toLowerCase());
  return one(byId ?? byName);
};
const formatIds = (value: string) =>
  formatTypeById(Number(value)) ? [Number(value)] : formatTypesByParam(value).map((f) => f.id);
const photoCounts = (value: string) => (/^[0-4]$/.test(value) ? [Number(value)] : []);

/** The wire value a facet count is reported under: the same value its filter accepts. */
function facetWireValue(facet: FacetName, value: string): string {
  const id = Number(value);
  switch (facet) {
    case 'tt':
      return trimTypeById(id)?.param ?? value;
    case 'ft':
      return foilTypeById(id)?.param ?? value;
    case 'c':
      return colorById(id)?.param ?? value;
    case 'g':
      return genderById(id)?.param ?? value;
    default:
      return value;
  }
}

function themeSort(order: string | undefined, productTypeId: number | undefined): ThemeSort {
  // Cards default to newest first (spec §2); every other storefront to best sellers (spec §9).
  const sort =
    order === undefined
      ? productTypeId === PRODUCT_TYPE_ID.card
        ? storefrontSortByValue('new')
        : storefrontSortByValue('best_sellers')
      : (storefrontSortByValue(order as StorefrontOrder) ??
        storefrontSortByCardOrder(order as never));
  if (!sort) throw badRequest('invalid_order', `Unknown order: ${order}`);
  switch (sort.value) {
    case 'best_sellers':
    case 'new':
    case 'our_favorites':
      return sort.value;
    default:
      return 'id';
  }
}

/** The designs a search matches and, when a word was corrected ('weding'), the query searched instead. */
interface SearchMatch {
  matching?: Set<number>;
  correctedQuery?: string;
}
const noSearch: SearchMatch = {};

async function searchMatching(db: Db, q: string): Promise<SearchMatch> {
  if (!q.trim()) return {};
  const words = correctQueryWords(q, await searchVocabulary(db));
  if (!words.length) return {};
  const searched = words.join(' ');
  const typed = q
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');
  return {
    matching: new Set(await themeIdsMatching(db, searched)),
    ...(searched === typed ? {} : { correctedQuery: searched }),
  };
}

/** The themes call: one page of designs with every facet count, from the in-memory index. */
export async function themesList(db: Db, input: ThemesInput): Promise<ActionOutput<'themes'>> {
  const typeIds = [
    ...(input.productTypeId === undefined ? [] : [input.productTypeId]),
    ...(input.productTypeIds ?? []),
  ];
  let tagGroupId = input.tagGroupId;
  if (input.tagGroupUri !== undefined) {
    const group = await findTagGroupByUri(db, input.tagGroupUri);
    if (!group) throw notFound('Tag group', input.tagGroupUri);
    tagGroupId = group.id;
  }
  for (const value of input.a ?? []) {
    if (!(ORIENTATIONS as readonly string[]).includes(value)) {
      throw badRequest('invalid_filter', `Unknown a[] value: ${value}`);
    }
  }
  const filter: ThemeFilter = {
    productTypeIds: typeIds.length ? typeIds : undefined,
    tagGroupId,
    trimTypeIds: idsOf('tt', input.tt, (v) => one(trimTypeByParam(v))),
    foilTypeIds: idsOf('ft', input.ft, (v) => one(foilTypeByParam(v))),
    styleIds: idsOf('s', input.s, styleIds),
    formatTypeIds: idsOf('psg', input.psg, formatIds),
    colorIds: idsOf('c', input.c, (v) => one(colorByParam(v))),
    orientations: input.a?.length ? input.a : undefined,
    genderIds: idsOf('g', input.g, (v) => one(genderByParam(v))),
    photoCounts: idsOf('n', input.n, photoCounts),
    sizes: input.ps?.length ? input.ps : undefined,
    templateTypeIds: input.fptid?.length ? input.fptid : undefined,
    ids: input.ids,
    designerId: input.designerId,
  };
  const sort = themeSort(input.order, input.productTypeId);
  const [index, search] = await Promise.all([
    themeIndexOf(db),
    input.q === undefined ? noSearch : searchMatching(db, input.q),
  ]);
  const page = queryThemeIndex(index, {
    filter: { ...filter, matching: search.matching },
    sort,
    featuredTemplateIds: input.featuredTemplateIds,
    page: pageWindow(input),
  });
  const facets: Record<string, Record<string, number>> = {};
  for (const [facet, values] of Object.entries(page.facets) as [
    FacetName,
    Record<string, number>,
  ][]) {
    facets[facet] = Object.fromEntries(
      Object.entries(values).map(([value, count]) => [facetWireValue(facet, value), count]),
    );
  }
  return {
    items: page.items.map((theme) => toTheme(theme, theme.templateIds)),
    total: page.total,
    facets,
    ...(search.correctedQuery === undefined ? {} : { correctedQuery: search.correctedQuery }),
  };
}

function toTheme(row: IndexedTheme, templateIds: number[]): Theme {
  return {
    id: row.id,
    uri: row.uri,
    name: row.name,
    productTypeId: row.productTypeId,
    templateIds,
    thumbnailUrl: `/artwork/themes/${row.id}.svg`,
    deviceRestriction:
      row.deviceRestriction === 1 || row.deviceRestriction === 2
        ? row.deviceRestriction
        : undefined,
    launchedAt: row.launchedAt.toISOString(),
    tagGroupIds: row.tagGroupIds,
  };
}

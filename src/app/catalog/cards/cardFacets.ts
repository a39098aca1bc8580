import { COLORS } from '../../../shared/catalog/colors';
import { FOIL_TYPES } from '../../../shared/catalog/foilTypes';
import { FORMAT_TYPES } from '../../../shared/catalog/formatTypes';
import { GENDERS } from '../../../shared/catalog/genders';
import { PRODUCT_TYPE_ID, productTypeById } from '../../../shared/catalog/productTypes';
import { ORIENTATIONS } from '../../../shared/catalog/sizes';
import { storefrontSortByCardOrder } from '../../../shared/catalog/sorts';
import { TEMPLATE_STYLES } from '../../../shared/catalog/templateStyles';
import { TRIM_TYPES } from '../../../shared/catalog/trimTypes';
import { countWords } from '../../../shared/format/counts';
import { cardStorefrontOrders } from '../../../shared/routes/queryEnums';
import type { RouteQuery } from '../../../shared/routes/routeTable';
import type { ThemesInput } from '../storefront/catalogQueries';
import type { FacetGroup } from '../storefront/FacetPanel';

export type CardQuery = RouteQuery<'cards.all'>;

/** The card sizes the catalogue sells, smallest first (there is no shared list of them yet). */
export const CARD_SIZES = ['5x5', '5x7', '4x8', '6x8'] as const;

/** The template product types a card design can be made as (fptid). */
const CARD_TEMPLATE_TYPES = [
  PRODUCT_TYPE_ID.flat_card,
  PRODUCT_TYPE_ID.vertical_folded_card,
  PRODUCT_TYPE_ID.horizontal_folded_card,
  PRODUCT_TYPE_ID.magnet,
  PRODUCT_TYPE_ID.foil,
] as const;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The spec §2 card filters, in the order a shopper narrows: what it is, then how it looks. */
export const CARD_FACETS: readonly FacetGroup[] = [
  {
    key: 'psg',
    countsKey: 'psg',
    label: 'Format',
    options: FORMAT_TYPES.map((format) => ({ value: String(format.id), label: format.name })),
  },
  {
    key: 'fptid',
    countsKey: 'fptid',
    label: 'Card type',
    options: CARD_TEMPLATE_TYPES.map((id) => ({
      value: id,
      label: productTypeById(id)?.name ?? `Type ${id}`,
    })),
  },
  {
    key: 'ft',
    countsKey: 'ft',
    label: 'Foil',
    options: FOIL_TYPES.map((foil) => ({ value: foil.param, label: foil.name })),
  },
  {
    key: 'a',
    countsKey: 'a',
    label: 'Orientation',
    options: ORIENTATIONS.map((value) => ({ value, label: capital(value) })),
  },
  {
    key: 'ps',
    countsKey: 'ps',
    label: 'Size',
    options: CARD_SIZES.map((size) => ({ value: size, label: size.replace('x', ' × ') })),
  },
  {
    key: 'n',
    countsKey: 'n',
    label: 'Number of photos',
    options: [0, 1, 2, 3, 4].map((count) => ({
      value: count,
      label: count === 0 ? 'No photos' : countWords(count, 'photo'),
    })),
  },
  {
    key: 'c',
    countsKey: 'c',
    label: 'Colour',
    options: COLORS.map((color) => ({ value: color.param, label: color.name })),
  },
  {
    key: 's',
    countsKey: 's',
    label: 'Style',
    options: TEMPLATE_STYLES.map((style) => ({ value: String(style.id), label: style.name })),
  },
  {
    key: 'tt',
    countsKey: 'tt',
    label: 'Trim',
    options: TRIM_TYPES.map((trim) => ({ value: trim.param, label: trim.name })),
  },
  {
    key: 'g',
    countsKey: 'g',
    label: 'Baby',
    options: GENDERS.map((gender) => ({ value: gender.param, label: gender.name })),
  },
];

export const CARD_FACET_KEYS = ['tt', 'ft', 's', 'psg', 'c', 'a', 'g', 'n', 'ps', 'fptid'] as const;
type FacetKey = (typeof CARD_FACET_KEYS)[number];

const allowedValues = new Map(
  CARD_FACETS.map((group) => [group.key, new Set(group.options.map((o) => String(o.value)))]),
);

/**
 * The query with facet values the catalogue does not know dropped, each once (spec §4–5: a bad
 * value falls back to none rather than failing the page), styles also accepted by name.
 */
export function cleanCardQuery(query: CardQuery): CardQuery {
  const next: Record<string, unknown> = { ...query };
  for (const key of CARD_FACET_KEYS) {
    const allowed = allowedValues.get(key);
    const values = (query[key] ?? []) as readonly (string | number)[];
    const kept: (string | number)[] = [];
    for (const raw of values) {
      const value = key === 's' ? styleIdOf(String(raw)) : raw;
      if (value !== undefined && allowed?.has(String(value)) && !kept.includes(value)) {
        kept.push(value);
      }
    }
    next[key] = kept;
  }
  return next as CardQuery;
}

function styleIdOf(text: string): string | undefined {
  const style = TEMPLATE_STYLES.find(
    (candidate) =>
      String(candidate.id) === text || candidate.name.toLowerCase() === text.toLowerCase(),
  );
  return style ? String(style.id) : undefined;
}

export function selectedValues(query: CardQuery, key: string): readonly (string | number)[] {
  return (query[key as FacetKey] ?? []) as readonly (string | number)[];
}

/** The themes call for a card storefront page. */
export function cardThemesInput(
  query: CardQuery,
  tagGroupUri: string | undefined,
  perPage: number,
): ThemesInput {
  return {
    productTypeId: PRODUCT_TYPE_ID.card,
    ...(tagGroupUri ? { tagGroupUri } : {}),
    order: query.order,
    page: query.page,
    perPage,
    tt: [...query.tt],
    ft: [...query.ft],
    s: [...query.s],
    psg: [...query.psg],
    c: [...query.c],
    a: [...query.a],
    g: [...query.g],
    n: query.n.map(String),
    ps: [...query.ps],
    fptid: [...query.fptid],
  };
}

/** The three card sorts with their shop labels, newest first (the default). */
export const CARD_SORTS = cardStorefrontOrders.map((order) => ({
  order,
  label: storefrontSortByCardOrder(order)?.newerLabel ?? order,
}));

import { COLORS } from '../../../shared/catalog/colors';
import { STOREFRONT_SORTS } from '../../../shared/catalog/sorts';
import { TEMPLATE_STYLES } from '../../../shared/catalog/templateStyles';
import { countWords } from '../../../shared/format/counts';
import type { FacetGroup } from './FacetPanel';

/** Facet groups every design line shares; card-only ones live with the cards. */
export const COLOR_FACET: FacetGroup = {
  key: 'c',
  countsKey: 'c',
  label: 'Colour',
  options: COLORS.map((color) => ({ value: color.param, label: color.name })),
};

export const STYLE_FACET: FacetGroup = {
  key: 's',
  countsKey: 's',
  label: 'Style',
  options: TEMPLATE_STYLES.map((style) => ({ value: String(style.id), label: style.name })),
};

export const PHOTO_COUNT_FACET: FacetGroup = {
  key: 'n',
  countsKey: 'n',
  label: 'Number of photos',
  options: [0, 1, 2, 3, 4].map((count) => ({
    value: count,
    label: count === 0 ? 'No photos' : countWords(count, 'photo'),
  })),
};

/** The calendar, label and search sorts with their current labels, best sellers first. */
export const STOREFRONT_SORT_CHOICES = STOREFRONT_SORTS.map((sort) => ({
  order: sort.value,
  label: sort.newerLabel ?? sort.label,
}));

/** Only values a facet offers, each once: an unknown value in a URL is dropped (spec §4–5). */
export function knownValues<T extends string | number>(
  values: readonly T[],
  facet: FacetGroup,
): T[] {
  const allowed = new Set(facet.options.map((option) => String(option.value)));
  return values.filter(
    (value, index) => allowed.has(String(value)) && values.indexOf(value) === index,
  );
}

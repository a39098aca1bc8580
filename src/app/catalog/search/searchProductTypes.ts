import { PRODUCT_TYPES } from '../../../shared/catalog/productTypes';

/**
 * The search page's pt[] values: product lines by their uri (the words a shared link shows), each
 * standing for every product type of the line.
 */
export const SEARCH_LINES = [
  { value: 'cards', label: 'Cards' },
  { value: 'photo-books', label: 'Photo books' },
  { value: 'photo-calendars', label: 'Calendars' },
  { value: 'labels', label: 'Labels' },
  { value: 'home-decors', label: 'Home decor' },
] as const;

/** The product type ids of the chosen lines; unknown values are dropped (spec §4–5). */
export function productTypeIdsOf(lines: readonly string[]): number[] {
  return PRODUCT_TYPES.filter((type) => type.lineUri !== null && lines.includes(type.lineUri)).map(
    (type) => type.id,
  );
}

export function knownLines(values: readonly string[]): string[] {
  const known = new Set<string>(SEARCH_LINES.map((line) => line.value));
  return values.filter((value, index) => known.has(value) && values.indexOf(value) === index);
}

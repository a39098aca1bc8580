/*
 * Facet links: each facet value is a link to the storefront URL with that value switched on or
 * off. Changing the filter set starts again at page 1, since page 5 of a smaller result may not
 * exist.
 */

/** The list with `value` added when absent, removed when present; order otherwise kept. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** The storefront query with one facet value toggled and the page reset. */
export function withFacetToggled<Q extends { page?: number }, K extends keyof Q>(
  query: Q,
  key: K,
  value: Q[K] extends readonly (infer V)[] ? V : never,
): Q {
  const current = (query[key] ?? []) as readonly unknown[];
  return { ...query, [key]: toggled(current, value), page: 1 };
}

/** The storefront query with every facet filter cleared; the sort stays. */
export function withoutFilters<Q extends object>(query: Q, facetKeys: readonly (keyof Q)[]): Q {
  const next: Record<string, unknown> = { ...query, page: 1 };
  for (const key of facetKeys) next[key as string] = [];
  return next as Q;
}

/** How many filter values are on, across the given facets. */
export function activeFilterCount<Q extends object>(query: Q, facetKeys: readonly (keyof Q)[]) {
  return facetKeys.reduce((sum, key) => {
    const value = query[key];
    return sum + (Array.isArray(value) ? value.length : 0);
  }, 0);
}

/** Pages 1..last around the current one, with null for a gap: [1, null, 4, 5, 6, null, 12]. */
export function pageWindow(current: number, last: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page++) {
    const near = Math.abs(page - current) <= radius;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

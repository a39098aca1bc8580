import { addedTime, type IndexedPhoto, takenTime } from '../../../src/shared/photos/photoRecord';
import { searchableText } from './nameSearch';
import { FACET_DEFINITIONS } from './photoFacets';
import {
  normalizePhotoQuery,
  PHOTO_FACETS,
  type PhotoFacet,
  type PhotoFacetCounts,
  type PhotoQuery,
  type PhotoQueryInput,
  type PhotoQueryResult,
} from './photoQuery';

/**
 * The photo query written the obvious way, over a plain array: the reference the index is tested
 * against, and the baseline it is measured against. Same rules, no cleverness.
 */
export function naivePhotoQuery(
  records: readonly IndexedPhoto[],
  input: PhotoQueryInput = {},
): PhotoQueryResult {
  const query = normalizePhotoQuery(input);
  const needle = searchableText(query.text);
  const common = records.filter(
    (p) =>
      (!query.hideDuplicates || !p.isDuplicate) &&
      (needle === '' || searchableText(p.name).includes(needle)),
  );
  const matching = common.filter((p) => PHOTO_FACETS.every((f) => matchesFacet(p, f, query)));
  const facets = Object.fromEntries(
    PHOTO_FACETS.map((facet) => {
      const pool = common.filter((p) =>
        PHOTO_FACETS.every((other) => other === facet || matchesFacet(p, other, query)),
      );
      const counts = new Map<number, number>();
      for (const p of pool) {
        for (const code of new Set(FACET_DEFINITIONS[facet].codesOf(p))) {
          counts.set(code, (counts.get(code) ?? 0) + 1);
        }
      }
      const decode = FACET_DEFINITIONS[facet].decode as (code: number) => unknown;
      return [
        facet,
        [...counts]
          .sort((a, b) => a[0] - b[0])
          .map(([code, count]) => ({ value: decode(code), count })),
      ];
    }),
  ) as PhotoFacetCounts;
  const key = query.sortBy.startsWith('date-taken') ? takenTime : addedTime;
  const sign = query.sortBy.endsWith('-desc') ? -1 : 1;
  const sorted = matching
    .map((p) => ({ id: p.id, key: key(p) }))
    .sort((a, b) => sign * (a.key - b.key || a.id - b.id));
  return {
    ids: sorted.slice(query.offset, query.offset + query.limit).map((p) => p.id),
    total: matching.length,
    facets,
  };
}

function matchesFacet(p: IndexedPhoto, facet: PhotoFacet, query: PhotoQuery): boolean {
  const chosen = query.filters[facet] as unknown[] | undefined;
  if (!chosen || chosen.length === 0) return true;
  const definition = FACET_DEFINITIONS[facet];
  const codes = new Set(
    chosen.map((value) => (definition.encode as (v: unknown) => number)(value)),
  );
  return definition.codesOf(p).some((code) => codes.has(code));
}

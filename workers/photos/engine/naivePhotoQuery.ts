import type { DuplicateGroup } from '../../../src/shared/photos/duplicates';
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
 * against, and the baseline it is measured against. Same rules, no cleverness. `groups` are the
 * last duplicate search's (PhotoIndex.setDuplicates).
 */
export function naivePhotoQuery(
  records: readonly IndexedPhoto[],
  input: PhotoQueryInput = {},
  groups: readonly DuplicateGroup[] = [],
): PhotoQueryResult {
  const query = normalizePhotoQuery(input);
  const needle = searchableText(query.text);
  const common = records.filter((p) => needle === '' || searchableText(p.name).includes(needle));
  const shownOf = (pool: IndexedPhoto[]) =>
    query.hideDuplicates ? withoutShownTwins(pool, groups) : pool;
  const matching = shownOf(
    common.filter((p) => PHOTO_FACETS.every((f) => matchesFacet(p, f, query))),
  );
  const facets = Object.fromEntries(
    PHOTO_FACETS.map((facet) => {
      const pool = shownOf(
        common.filter((p) =>
          PHOTO_FACETS.every((other) => other === facet || matchesFacet(p, other, query)),
        ),
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

/**
 * The pool without each flagged duplicate that a better copy of its group is in the pool with;
 * a flagged photo of no known group (the server's flag) is left out as flagged.
 */
function withoutShownTwins(
  pool: IndexedPhoto[],
  groups: readonly DuplicateGroup[],
): IndexedPhoto[] {
  const inPool = new Set(pool.map((p) => p.id));
  const rankedOf = new Map<number, number[]>();
  for (const g of groups)
    for (const id of [g.keep, ...g.duplicates]) rankedOf.set(id, [g.keep, ...g.duplicates]);
  return pool.filter((p) => {
    if (!p.isDuplicate) return true;
    const ranked = rankedOf.get(p.id);
    if (!ranked) return false;
    return !ranked.slice(0, ranked.indexOf(p.id)).some((better) => inPool.has(better));
  });
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

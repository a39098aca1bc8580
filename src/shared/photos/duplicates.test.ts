import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duplicateIdsOf, findDuplicateGroups } from './duplicates';
import { type Hashes64, hammingAt, hashesFromHex, hexOf64 } from './hash64';
import { findNearPairs, planFor } from './nearPairs';
import { runInSlices, runToEnd } from './slices';

/** Random hashes with some planted near copies, as hex. */
const arbitraryHashes = fc
  .array(
    fc.tuple(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 2 ** 32 - 1 })),
    {
      maxLength: 120,
    },
  )
  .chain((bases) =>
    fc
      .array(
        fc.tuple(fc.nat(Math.max(bases.length - 1, 0)), fc.array(fc.nat(63), { maxLength: 14 })),
        { maxLength: bases.length === 0 ? 0 : 60 },
      )
      .map((copies) => {
        const hexes = bases.map(([hi, lo]) => hexOf64(hi, lo));
        for (const [from, flips] of copies) {
          let [hi, lo] = bases[from]!;
          for (const bit of flips) {
            if (bit < 32) lo = (lo ^ (1 << bit)) >>> 0;
            else hi = (hi ^ (1 << (bit - 32))) >>> 0;
          }
          hexes.push(hexOf64(hi, lo));
        }
        return hexes;
      }),
  );

function bruteForcePairs(hashes: Hashes64, threshold: number): string[] {
  const found: string[] = [];
  for (let a = 0; a < hashes.hi.length; a++) {
    for (let b = a + 1; b < hashes.hi.length; b++) {
      const d = hammingAt(hashes, a, b);
      if (d <= threshold) found.push(`${a}-${b}:${d}`);
    }
  }
  return found.sort();
}

describe('findNearPairs', () => {
  it('finds exactly the pairs a brute-force comparison finds, each once', () => {
    fc.assert(
      fc.property(arbitraryHashes, fc.integer({ min: 0, max: 16 }), (hexes, threshold) => {
        const hashes = hashesFromHex(hexes);
        const pairs = runToEnd(findNearPairs(hashes, threshold));
        const found = pairs.a.map((a, p) => `${a}-${pairs.b[p]}:${pairs.distance[p]}`).sort();
        expect(found).toEqual(bruteForcePairs(hashes, threshold));
      }),
      { numRuns: 200 },
    );
  });

  it('is exact with any number of chunks, not only the planned one', () => {
    fc.assert(
      fc.property(
        arbitraryHashes,
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        (hexes, threshold, extra) => {
          const hashes = hashesFromHex(hexes);
          const chunks = Math.min(30, threshold + extra);
          const pairs = runToEnd(findNearPairs(hashes, threshold, chunks));
          const found = pairs.a.map((a, p) => `${a}-${pairs.b[p]}:${pairs.distance[p]}`).sort();
          expect(found).toEqual(bruteForcePairs(hashes, threshold));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('plans exact-match tables that keep the work near-linear at 100k hashes', () => {
    // Threshold 8: eleven chunks, every three of them a table (165 keys of ~17 bits).
    expect(planFor(100_000, 8)).toEqual({ chunks: 11, tables: 165 });
    expect(planFor(100, 8).chunks).toBe(9);
  });

  it('runs in slices and stops when aborted', async () => {
    const hexes = Array.from({ length: 5000 }, (_, i) =>
      hexOf64(Math.imul(i, 2654435761) >>> 0, i),
    );
    const controller = new AbortController();
    const seen: number[] = [];
    const search = runInSlices(findNearPairs(hashesFromHex(hexes), 6), {
      signal: controller.signal,
      budgetMs: 0,
      pause: async () => {
        if (seen.length === 3) controller.abort(new Error('cancelled'));
      },
      onProgress: (p) => seen.push(p.done),
    });
    await expect(search).rejects.toThrow('cancelled');
    expect(seen).toHaveLength(3);
  });
});

describe('findDuplicateGroups', () => {
  const photo = (id: number, extra: object) => ({
    id,
    width: 100,
    height: 100,
    createdAt: `2024-01-0${id}T00:00:00Z`,
    ...extra,
  });

  it('keeps the largest copy, then the earliest added, and flags the rest', () => {
    const photos = [
      photo(1, { contentHash: 'a'.repeat(64) }),
      photo(2, { contentHash: 'a'.repeat(64), width: 200 }),
      photo(3, { perceptualHash: '00000000000000ff' }),
      photo(4, { perceptualHash: '00000000000000fe' }),
      photo(5, { perceptualHash: 'ffffffffffff0000' }),
      photo(6, {}),
    ];
    const groups = runToEnd(findDuplicateGroups(photos, 4));
    expect(groups).toEqual(
      expect.arrayContaining([
        { keep: 2, duplicates: [1] },
        { keep: 3, duplicates: [4] },
      ]),
    );
    expect(groups).toHaveLength(2);
    expect(duplicateIdsOf(groups)).toEqual(new Set([1, 4]));
  });

  it('groups exactly the connected components of the brute-force near graph', () => {
    fc.assert(
      fc.property(arbitraryHashes, fc.integer({ min: 0, max: 12 }), (hexes, threshold) => {
        const photos = hexes.map((h, i) => photo(i + 1, { perceptualHash: h }));
        const groups = runToEnd(findDuplicateGroups(photos, threshold));
        const hashes = hashesFromHex(hexes);
        // Every flagged photo is near some other photo of its group; no near pair is split.
        const groupOf = new Map<number, number>();
        groups.forEach((g, n) => {
          for (const id of [g.keep, ...g.duplicates]) groupOf.set(id - 1, n);
        });
        for (const pair of bruteForcePairs(hashes, threshold)) {
          const [a, b] = pair.split(':')[0]!.split('-').map(Number);
          expect(groupOf.get(a!)).toBeDefined();
          expect(groupOf.get(a!)).toBe(groupOf.get(b!));
        }
        const grouped = [...groupOf.keys()];
        for (const i of grouped) {
          const near = grouped.some(
            (j) =>
              j !== i && groupOf.get(j) === groupOf.get(i) && hammingAt(hashes, i, j) <= threshold,
          );
          expect(near).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cropSignature, encodeSignature } from './cropSignature';
import { duplicateIdsOf, findDuplicateGroups } from './duplicates';
import { type Hashes64, hammingAt, hashesFromHex, hexOf64 } from './hash64';
import { findNearPairs, planFor, radiiOf } from './nearPairs';
import { HASH_INPUT_SIZE } from './perceptualHash';
import { runInSlices, runToEnd } from './slices';
import { blobScene, hashInputOf } from './testing/blobScenes';

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
        fc.integer({ min: 0, max: 16 }),
        // 0 compares all pairs. 3 chunks (22-bit tables, tens of thousands of probes per bucket
        // at these thresholds) is exact too but slow for 200 runs: the next test covers it.
        fc.oneof(fc.constant(0), fc.integer({ min: 4, max: 20 })),
        (hexes, threshold, chunks) => {
          const hashes = hashesFromHex(hexes);
          const pairs = runToEnd(findNearPairs(hashes, threshold, { chunks }));
          const found = pairs.a.map((a, p) => `${a}-${pairs.b[p]}:${pairs.distance[p]}`).sort();
          expect(found).toEqual(bruteForcePairs(hashes, threshold));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is exact with the widest chunks, 3 of 21–22 bits', () => {
    fc.assert(
      fc.property(arbitraryHashes, fc.integer({ min: 0, max: 8 }), (hexes, threshold) => {
        const hashes = hashesFromHex(hexes);
        const pairs = runToEnd(findNearPairs(hashes, threshold, { chunks: 3 }));
        const found = pairs.a.map((a, p) => `${a}-${pairs.b[p]}:${pairs.distance[p]}`).sort();
        expect(found).toEqual(bruteForcePairs(hashes, threshold));
      }),
      { numRuns: 15 },
    );
  });

  it('finds a pair only its last chunk can bring together, by probing within the radius', () => {
    // Four chunks of 16 bits at threshold 8: radii 2, 1, 1, 1. Differences of 3, 2, 2 and 1
    // bits (8 in all) exceed the radius in every chunk but the last; 3, 2, 2, 2 (9) is too far.
    const flips = (perChunk: number[]) => {
      let hi = 0;
      let lo = 0;
      perChunk.forEach((count, c) => {
        for (let bit = c * 16; bit < c * 16 + count; bit++) {
          if (bit < 32) lo |= 1 << bit;
          else hi |= 1 << (bit - 32);
        }
      });
      return hexOf64((0x12345678 ^ hi) >>> 0, (0x9abcdef0 ^ lo) >>> 0);
    };
    const hashes = hashesFromHex([flips([0, 0, 0, 0]), flips([3, 2, 2, 1]), flips([3, 2, 2, 2])]);
    const pairs = runToEnd(findNearPairs(hashes, 8, { chunks: 4 }));
    expect(pairs).toEqual({ a: [1, 0], b: [2, 1], distance: [1, 8] });
  });

  it('plans radii that add up to more than the threshold, and all pairs for tiny sets', () => {
    expect(planFor(100_000, 8)).toEqual({ chunks: 4 });
    expect([...radiiOf(4, 8)]).toEqual([2, 1, 1, 1]);
    expect([...radiiOf(5, 12)]).toEqual([2, 2, 2, 1, 1]);
    for (let k = 0; k <= 16; k++) {
      for (let m = 3; m <= 20; m++) {
        expect([...radiiOf(m, k)].reduce((sum, r) => sum + r + 1, 0)).toBeGreaterThan(k);
      }
    }
    expect(planFor(10, 8)).toEqual({ chunks: 0 });
    expect(() => runToEnd(findNearPairs(hashesFromHex([]), 8, { chunks: 2 }))).toThrow(/too wide/);
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

  it('groups a crop with its original, and not another photo of the place whose whole hash is equal', () => {
    const signed = (gray: Uint8Array) => {
      const signature = cropSignature(gray, HASH_INPUT_SIZE, HASH_INPUT_SIZE);
      return {
        perceptualHash: hexOf64(signature.hi, signature.lo),
        cropSignature: encodeSignature(signature),
        signature,
      };
    };
    const original = signed(hashInputOf(blobScene(11)));
    const crop = signed(hashInputOf(blobScene(11), { left: 0.1, right: 0, top: 0.05, bottom: 0 }));
    const other = signed(hashInputOf(blobScene(22)));
    // The other photo's hashes made equal to the original's: only the thumbnails differ.
    const lookAlike = encodeSignature({ ...original.signature, thumb: other.signature.thumb });
    const photos = [
      photo(1, { ...original, signature: undefined }),
      photo(2, { ...crop, signature: undefined }),
      photo(3, { perceptualHash: original.perceptualHash, cropSignature: lookAlike }),
    ];
    expect(runToEnd(findDuplicateGroups(photos))).toEqual([{ keep: 1, duplicates: [2] }]);
    // Without a signature (before its rehash) the whole hash alone decides, as before.
    photos[2] = photo(3, { perceptualHash: original.perceptualHash });
    expect(runToEnd(findDuplicateGroups(photos))).toEqual([{ keep: 1, duplicates: [2, 3] }]);
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

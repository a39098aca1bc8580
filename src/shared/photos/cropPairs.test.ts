import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CROP_MATCH_THRESHOLD, cropDistance, findCropPairs, signatureTable } from './cropPairs';
import { type CropSignature, THUMB_SIZE, WEAK_BITS, WINDOWS } from './cropSignature';
import type { NearPairs } from './nearPairs';
import { runToEnd } from './slices';
import { arbitrarySignature } from './testing/arbitrarySignature';
import { seededRandom } from './testing/generatePhotos';

const pairsOf = (signatures: CropSignature[], threshold = CROP_MATCH_THRESHOLD): NearPairs =>
  runToEnd(findCropPairs(signatureTable(signatures), threshold));

function flipped(hi: number, lo: number, bits: number[]): [number, number] {
  for (const bit of bits) {
    if (bit < 32) lo ^= 1 << bit;
    else hi ^= 1 << (bit - 32);
  }
  return [hi >>> 0, lo >>> 0];
}

/**
 * A copy of `original` as a crop of it would hash: its whole hash is one of the original's window
 * hashes with `bits` flipped; its windows are unrelated; the flipped bits listed among its weakest
 * when `weak` is set.
 */
function cropCopy(
  original: CropSignature,
  window: number,
  bits: number[],
  weak: boolean,
  filler: CropSignature,
): CropSignature {
  const [hi, lo] = flipped(original.windows[2 * window]!, original.windows[2 * window + 1]!, bits);
  const rest = [...filler.weak].filter((b) => !bits.includes(b));
  const weakBits = weak ? [...bits, ...rest] : [...rest, ...bits];
  return { ...filler, hi, lo, weak: Uint8Array.from(weakBits.slice(0, WEAK_BITS)) };
}

/** Uniformly random (fast-check's samples favour edge values such as 0, which collide). */
function randomSignature(random: () => number): CropSignature {
  const word = () => Math.floor(random() * 2 ** 32) >>> 0;
  const bits = Array.from({ length: 64 }, (_, b) => b).sort(() => random() - 0.5);
  return {
    hi: word(),
    lo: word(),
    weak: Uint8Array.from(bits.slice(0, WEAK_BITS)),
    windows: Uint32Array.from({ length: WINDOWS.length * 2 }, word),
    thumb: Uint8Array.from({ length: THUMB_SIZE * THUMB_SIZE }, () => Math.floor(random() * 256)),
  };
}

const distinctBits = (max: number) => fc.uniqueArray(fc.nat(63), { maxLength: max });

describe('findCropPairs', () => {
  it('reports only pairs within the threshold, each once, with a distance no less than the least', () => {
    fc.assert(
      fc.property(
        fc.array(arbitrarySignature, { maxLength: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (signatures, threshold) => {
          const pairs = pairsOf(signatures, threshold);
          const seen = new Set<string>();
          for (let p = 0; p < pairs.a.length; p++) {
            const a = pairs.a[p]!;
            const b = pairs.b[p]!;
            expect(a).toBeLessThan(b);
            expect(seen.has(`${a},${b}`)).toBe(false);
            seen.add(`${a},${b}`);
            const least = cropDistance(signatures[a]!, signatures[b]!);
            expect(pairs.distance[p]).toBeLessThanOrEqual(threshold);
            expect(pairs.distance[p]).toBeGreaterThanOrEqual(least);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('finds every pair whose least distance is a single bit', () => {
    fc.assert(
      fc.property(
        fc.array(arbitrarySignature, { minLength: 2, maxLength: 30 }),
        fc.nat(),
        fc.nat(WINDOWS.length - 1),
        fc.nat(63),
        (signatures, pick, window, bit) => {
          const original = signatures[pick % signatures.length]!;
          const copy = cropCopy(original, window, [bit], false, signatures[0]!);
          const all = [...signatures, copy];
          const pairs = pairsOf(all);
          const found = new Set(pairs.a.map((a, p) => `${a},${pairs.b[p]}`));
          for (let a = 0; a < all.length; a++) {
            for (let b = a + 1; b < all.length; b++) {
              if (cropDistance(all[a]!, all[b]!) <= 1) expect(found.has(`${a},${b}`)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('finds a crop whose hash differs from the window in up to two of its weakest bits', () => {
    fc.assert(
      fc.property(
        arbitrarySignature,
        arbitrarySignature,
        fc.nat(WINDOWS.length - 1),
        distinctBits(2),
        (original, filler, window, bits) => {
          const copy = cropCopy(original, window, bits, true, filler);
          const pairs = pairsOf([original, copy]);
          expect(pairs.a).toEqual([0]);
          expect(pairs.b).toEqual([1]);
          expect(pairs.distance[0]).toBeLessThanOrEqual(bits.length);
        },
      ),
    );
  });

  it('finds copies of whole pictures and of windows among many unrelated photos', () => {
    const signatures = Array.from({ length: 3000 }, (_, i) => randomSignature(seededRandom(i)));
    const planted: [number, number][] = [];
    for (let i = 0; i < 200; i++) {
      const original = 10 * i;
      const copy = cropCopy(
        signatures[original]!,
        i % WINDOWS.length,
        [i % 64],
        true,
        signatures[original + 1]!,
      );
      signatures.push(copy);
      planted.push([original, signatures.length - 1]);
    }
    const pairs = pairsOf(signatures);
    const found = new Set(pairs.a.map((a, p) => `${a},${pairs.b[p]}`));
    for (const [a, b] of planted) expect(found.has(`${a},${b}`)).toBe(true);
    // Random 64-bit hashes are about 32 bits apart: nothing else comes near.
    expect(pairs.a).toHaveLength(planted.length);
  });
});

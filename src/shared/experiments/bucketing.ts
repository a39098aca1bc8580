/*
 * Sticky experiment bucketing: the same visitor always lands in the same variation of an
 * experiment, without storing anything, because the variation is a pure function of the
 * visitor id and the experiment key (the way Optimizely buckets: MurmurHash3 into 10,000 slots).
 * Different experiments hash independently, so being in one variation says nothing about another.
 */

/** Slots a visitor can fall into; a variation owns a share of them in proportion to its weight. */
export const BUCKET_COUNT = 10_000;

export interface WeightedVariation {
  key: string;
  /** Non-negative integer weight; a zero-weight variation is never chosen. */
  weight: number;
}

/** MurmurHash3 (x86, 32-bit) of a string's UTF-8 bytes: fast, well spread, the same everywhere. */
export function murmur3(text: string, seed = 1): number {
  const bytes = new TextEncoder().encode(text);
  let h = seed >>> 0;
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  const blocks = bytes.length - (bytes.length % 4);
  for (let i = 0; i < blocks; i += 4) {
    let k = bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24);
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  let k = 0;
  const tail = bytes.length - blocks;
  if (tail === 3) k ^= bytes[blocks + 2]! << 16;
  if (tail >= 2) k ^= bytes[blocks + 1]! << 8;
  if (tail >= 1) {
    k ^= bytes[blocks]!;
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
  }
  h ^= bytes.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The visitor's slot in an experiment, 0 to BUCKET_COUNT − 1. */
export function bucketOf(visitorId: string, experimentKey: string): number {
  // The key first and a separator that keys cannot hold, so ("ab","c") and ("a","bc") differ.
  const hash = murmur3(`${experimentKey}\u0000${visitorId}`);
  return Math.floor((hash / 0x1_0000_0000) * BUCKET_COUNT);
}

/**
 * The variation a visitor sees, or undefined when no variation has weight. Weights are scaled to
 * the slots, so a 50/50 test splits 5,000/5,000 and an uneven one keeps its proportions.
 */
export function chooseVariation(
  visitorId: string,
  experimentKey: string,
  variations: readonly WeightedVariation[],
): string | undefined {
  const total = variations.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
  if (total <= 0) return undefined;
  const slot = bucketOf(visitorId, experimentKey);
  let upTo = 0;
  for (const variation of variations) {
    upTo += Math.max(0, variation.weight);
    if (slot < Math.floor((upTo / total) * BUCKET_COUNT)) return variation.key;
  }
  // Rounding can leave the last slot unowned: it belongs to the last weighted variation.
  return [...variations].reverse().find((v) => v.weight > 0)?.key;
}

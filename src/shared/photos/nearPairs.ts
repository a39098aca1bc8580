import { popcount32 } from './bitset';
import { bitsOf, type Hashes64, hammingAt } from './hash64';
import type { Progress } from './slices';

/** Index pairs (a < b) of hashes within the threshold, and their distances. */
export interface NearPairs {
  a: number[];
  b: number[];
  distance: number[];
}

interface Plan {
  /** Bit widths of the chunks, summing to 64. */
  widths: number[];
  /** Per chunk, every XOR mask of at most `radius` bits: the bucket neighbours to probe. */
  probes: number[];
  radius: number;
}

/**
 * All pairs of 64-bit hashes at Hamming distance ≤ `threshold`, by multi-index hashing. Split the
 * hash into m chunks: by the pigeonhole principle two hashes within k bits agree to within
 * ⌊k/m⌋ bits on at least one chunk. With m = k + 1 that is an exact chunk match, but chunks
 * narrower than log2(n) bits make crowded buckets (k = 8 gives 7-bit chunks, hundreds of hashes a
 * bucket at 100k), so the chunk count is chosen by estimated work and near chunk values are
 * probed too. Each candidate is verified with a full popcount and reported once: only from the
 * first chunk on which it is found.
 */
export function* findNearPairs(
  hashes: Hashes64,
  threshold: number,
): Generator<Progress, NearPairs> {
  const n = hashes.hi.length;
  const plan = planFor(n, threshold);
  const pairs: NearPairs = { a: [], b: [], distance: [] };
  const m = plan.widths.length;
  const total = n * m;
  const chunks: Int32Array[] = [];
  let start = 0;
  for (const width of plan.widths) {
    const values = new Int32Array(n);
    for (let i = 0; i < n; i++) values[i] = bitsOf(hashes.hi[i]!, hashes.lo[i]!, start, width);
    chunks.push(values);
    start += width;
  }
  for (let c = 0; c < m; c++) {
    const values = chunks[c]!;
    const width = plan.widths[c]!;
    const { heads, members } = buckets(values, width);
    const probes = plan.probes.filter((mask) => mask < 1 << width);
    for (let i = 0; i < n; i++) {
      const value = values[i]!;
      for (const mask of probes) {
        const bucket = value ^ mask;
        for (let p = heads[bucket]!; p < heads[bucket + 1]!; p++) {
          const j = members[p]!;
          if (j <= i) continue;
          const distance = hammingAt(hashes, i, j);
          if (distance > threshold || foundEarlier(chunks, c, i, j, plan.radius)) continue;
          pairs.a.push(i);
          pairs.b.push(j);
          pairs.distance.push(distance);
        }
      }
      if ((i & 1023) === 1023) yield { done: c * n + i + 1, total };
    }
  }
  yield { done: total, total };
  return pairs;
}

/** Whether an earlier chunk already brought this pair up (it is within the radius there). */
function foundEarlier(chunks: Int32Array[], c: number, i: number, j: number, radius: number) {
  for (let e = 0; e < c; e++) {
    if (popcount32(chunks[e]![i]! ^ chunks[e]![j]!) <= radius) return true;
  }
  return false;
}

/** Hashes grouped by chunk value, as a counting sort: bucket v is members[heads[v]..heads[v+1]). */
function buckets(values: Int32Array, width: number): { heads: Int32Array; members: Int32Array } {
  const heads = new Int32Array((1 << width) + 1);
  for (const v of values) heads[v + 1]!++;
  for (let v = 0; v < 1 << width; v++) heads[v + 1]! += heads[v]!;
  const next = heads.slice(0, -1);
  const members = new Int32Array(values.length);
  values.forEach((v, i) => {
    members[next[v]!++] = i;
  });
  return { heads, members };
}

/** Picks the chunk count with the least estimated probing plus verifying. */
export function planFor(n: number, threshold: number): Plan {
  let best: (Plan & { cost: number }) | undefined;
  // At least 4 chunks keeps bucket tables at 2^16 entries; at most k + 1, where radius hits 0.
  for (let m = 4; m <= Math.max(4, threshold + 1); m++) {
    const widths = Array.from({ length: m }, (_, c) => Math.floor(64 / m) + (c < 64 % m ? 1 : 0));
    const radius = Math.floor(threshold / m);
    const width = widths[0]!;
    let probeCount = 0;
    for (let r = 0; r <= radius; r++) probeCount += binomial(width, r);
    const candidates = (probeCount * n) / 2 ** widths.at(-1)!;
    const cost = m * n * (probeCount + candidates * 3);
    if (!best || cost < best.cost) best = { widths, radius, probes: [], cost };
  }
  const { widths, radius } = best!;
  return { widths, radius, probes: masksUpTo(widths[0]!, radius) };
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/** Every mask of `width` bits with at most `radius` bits set, fewest bits first. */
function masksUpTo(width: number, radius: number): number[] {
  const masks = [0];
  let layer = [0];
  for (let r = 1; r <= radius; r++) {
    const next = new Set<number>();
    for (const mask of layer) {
      for (let bit = 0; bit < width; bit++)
        if ((mask & (1 << bit)) === 0) next.add(mask | (1 << bit));
    }
    layer = [...next];
    masks.push(...layer);
  }
  return masks;
}

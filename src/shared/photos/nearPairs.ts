import { bitsOf, type Hashes64 } from './hash64';
import type { Progress } from './slices';

/** Index pairs (a < b) of hashes within the threshold, and their distances. */
export interface NearPairs {
  a: number[];
  b: number[];
  distance: number[];
}

/** How the search cuts the hash: `chunks` consecutive bit ranges; 0 means comparing all pairs. */
export interface NearPairPlan {
  chunks: number;
}

/** Widest chunk a plan may use: its bucket table holds 2^width + 1 offsets (64 MiB at 24). */
const MAX_CHUNK_BITS = 24;
/** Work between two progress reports: candidates checked plus buckets looked up. */
const STEP = 1 << 15;

/**
 * All pairs of 64-bit hashes at Hamming distance ≤ `threshold`, exactly, by multi-index hashing
 * with probing. Cut the hash into m chunks, chunk c with a radius r_c such that Σ(r_c + 1) > k
 * (`radiiOf`): a pair differing in more than r_c bits in every chunk would differ in more than k
 * bits, so every pair within k bits differs in at most r_c bits in some chunk c. Per chunk, the
 * hashes are bucketed by that chunk's value (a counting sort into typed arrays), and each
 * non-empty bucket is compared with itself and with the buckets whose value is at most r_c bits
 * away. A pair that meets in several chunks is reported only from the first of them, so once.
 * `planFor` picks m for the size and threshold; `plan` overrides it (tests).
 */
export function* findNearPairs(
  hashes: Hashes64,
  threshold: number,
  plan?: NearPairPlan,
): Generator<Progress, NearPairs> {
  const n = hashes.hi.length;
  const k = Math.max(0, Math.floor(threshold));
  const { chunks: m } = plan ?? planFor(n, k);
  const pairs: NearPairs = { a: [], b: [], distance: [] };
  if (m === 0) return yield* allPairs(hashes, k, pairs);
  if (!Number.isInteger(m) || m < 1 || m > 64)
    throw new Error(`cannot cut 64 bits into ${m} chunks`);
  const starts = chunkStarts(m);
  const radii = radiiOf(m, k);
  let widest = 0;
  for (let c = 0; c < m; c++) widest = Math.max(widest, starts[c + 1]! - starts[c]!);
  if (widest > MAX_CHUNK_BITS) throw new Error(`chunks of ${widest} bits are too wide`);
  const search: Search = {
    hi: hashes.hi,
    lo: hashes.lo,
    threshold: k,
    radii,
    starts,
    chunk: 0,
    keys: new Int32Array(n),
    index: new Int32Array(n),
    sortedHi: new Int32Array(n),
    sortedLo: new Int32Array(n),
    offsets: new Int32Array((1 << widest) + 1),
    flips: new Int32Array(0),
    pairs,
  };
  const total = m * n;
  for (let c = 0; c < m; c++) {
    bucketByChunk(search, c);
    // The counting sort is a pass over all hashes: a step of its own.
    yield { done: c * n, total };
    const buckets = 1 << (starts[c + 1]! - starts[c]!);
    for (let bucket = 0; bucket < buckets; ) {
      bucket = scanBuckets(search, bucket);
      yield { done: c * n + search.offsets[bucket]!, total };
    }
  }
  yield { done: total, total };
  return pairs;
}

interface Search {
  hi: Uint32Array;
  lo: Uint32Array;
  threshold: number;
  /** The most bits a pair may differ in chunk c for that chunk to bring it together. */
  radii: Int32Array;
  /** Chunk c is bits [starts[c], starts[c + 1]) of the hash, bit 0 the lowest of `lo`. */
  starts: Int32Array;
  chunk: number;
  /** Per hash, its value in the current chunk. */
  keys: Int32Array;
  /**
   * The hashes sorted by their value in the current chunk (original positions in `index`, the
   * halves copied beside them so a bucket is read as one contiguous run); bucket v is positions
   * offsets[v] .. offsets[v + 1].
   */
  index: Int32Array;
  sortedHi: Int32Array;
  sortedLo: Int32Array;
  offsets: Int32Array;
  /** Every nonzero value of at most the chunk's radius in bits within its width: the probes. */
  flips: Int32Array;
  pairs: NearPairs;
}

/** Counting sort of all hashes by their value in chunk `c`. */
function bucketByChunk(search: Search, c: number): void {
  const { hi, lo, keys, index, sortedHi, sortedLo, starts } = search;
  const n = hi.length;
  const start = starts[c]!;
  const width = starts[c + 1]! - start;
  const size = 1 << width;
  const offsets = search.offsets;
  offsets.fill(0, 0, size + 1);
  for (let i = 0; i < n; i++) {
    const key = bitsOf(hi[i]!, lo[i]!, start, width);
    keys[i] = key;
    offsets[key + 1]!++;
  }
  for (let v = 0; v < size; v++) offsets[v + 1]! += offsets[v]!;
  const fill = offsets.slice(1, size + 1);
  for (let i = n - 1; i >= 0; i--) {
    const at = --fill[keys[i]!]!;
    index[at] = i;
    sortedHi[at] = hi[i]!;
    sortedLo[at] = lo[i]!;
  }
  search.chunk = c;
  search.flips = flipsOf(width, search.radii[c]!);
}

/**
 * From bucket `first` on, compares every bucket with itself and with each bucket `flips` away
 * whose value is higher (so each pair of buckets is visited once), until the last bucket or about
 * `STEP` units of work; returns the next bucket to scan. A plain function, not the generator, so
 * it optimizes; nothing is allocated per candidate.
 */
function scanBuckets(search: Search, first: number): number {
  const { offsets, flips } = search;
  const buckets = 1 << (search.starts[search.chunk + 1]! - search.starts[search.chunk]!);
  let work = 0;
  let bucket = first;
  for (; bucket < buckets && work < STEP; bucket++) {
    const from = offsets[bucket]!;
    const end = offsets[bucket + 1]!;
    if (from === end) continue;
    work += flips.length;
    for (let p = from; p < end; p++) work += compareRun(search, p, p + 1, end);
    for (let f = 0; f < flips.length; f++) {
      const other = bucket ^ flips[f]!;
      if (other < bucket) continue;
      const otherFrom = offsets[other]!;
      const otherEnd = offsets[other + 1]!;
      if (otherFrom === otherEnd) continue;
      for (let p = from; p < end; p++) work += compareRun(search, p, otherFrom, otherEnd);
    }
  }
  return bucket;
}

/** Checks the hash at sorted position `p` against positions [from, end); returns end − from. */
function compareRun(search: Search, p: number, from: number, end: number): number {
  const { sortedHi, sortedLo } = search;
  const k = search.threshold;
  const pHi = sortedHi[p]!;
  const pLo = sortedLo[p]!;
  for (let q = from; q < end; q++) {
    const xHi = pHi ^ sortedHi[q]!;
    const xLo = pLo ^ sortedLo[q]!;
    const distance = bitCount(xHi) + bitCount(xLo);
    if (distance <= k) report(search, p, q, xHi, xLo, distance);
  }
  return end - from;
}

/** Records a near pair unless an earlier chunk brought it together (within the radius) already. */
function report(
  search: Search,
  p: number,
  q: number,
  xHi: number,
  xLo: number,
  distance: number,
): void {
  const { starts, radii, pairs, index } = search;
  for (let c = 0; c < search.chunk; c++) {
    const start = starts[c]!;
    if (bitCount(bitsOf(xHi, xLo, start, starts[c + 1]! - start)) <= radii[c]!) return;
  }
  const i = index[p]!;
  const j = index[q]!;
  pairs.a.push(Math.min(i, j));
  pairs.b.push(Math.max(i, j));
  pairs.distance.push(distance);
}

/** Every pair, for thresholds at which a large share of all pairs is near anyway. */
function* allPairs(hashes: Hashes64, k: number, pairs: NearPairs): Generator<Progress, NearPairs> {
  const { hi, lo } = hashes;
  const n = hi.length;
  for (let b = 0; b < n; b++) {
    for (let a = 0; a < b; a++) {
      const distance = bitCount(hi[a]! ^ hi[b]!) + bitCount(lo[a]! ^ lo[b]!);
      if (distance > k) continue;
      pairs.a.push(a);
      pairs.b.push(b);
      pairs.distance.push(distance);
    }
    if ((b & 255) === 255) yield { done: b + 1, total: n };
  }
  yield { done: n, total: n };
  return pairs;
}

/**
 * popcount32 of bitset.ts, repeated here: a call into another module can stay an indirect call
 * when the code is compiled to CommonJS (tsx, the benchmark), and this one runs per candidate.
 */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Where each of `m` near-equal chunks of the 64 bits starts, and 64 at the end. */
function chunkStarts(m: number): Int32Array {
  const starts = new Int32Array(m + 1);
  for (let c = 0; c < m; c++)
    starts[c + 1] = starts[c]! + Math.floor(64 / m) + (c < 64 % m ? 1 : 0);
  return starts;
}

/**
 * Per chunk, the most bits a pair may differ in it to be found there. If a pair differed in more
 * than r_c bits in every chunk c it would differ in at least Σ(r_c + 1) bits, so Σ(r_c + 1) > k
 * makes the search exact; the smallest such radii, spread evenly (the wider chunks first).
 */
export function radiiOf(m: number, k: number): Int32Array {
  const spare = Math.max(0, k + 1 - m);
  return Int32Array.from({ length: m }, (_, c) => Math.floor(spare / m) + (c < spare % m ? 1 : 0));
}

/** The nonzero values of `width` bits with at most `radius` bits set. */
function flipsOf(width: number, radius: number): Int32Array {
  const flips: number[] = [];
  const add = (value: number, from: number, left: number) => {
    for (let bit = from; bit < width; bit++) {
      const next = value | (1 << bit);
      flips.push(next);
      if (left > 1) add(next, bit + 1, left - 1);
    }
  };
  if (radius > 0) add(0, 0, radius);
  return Int32Array.from(flips);
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/**
 * The plan with the least estimated work for `n` random hashes: per chunk, a counting sort
 * (2^width + n), a look-up per probe of each non-empty bucket, and a check per pair of hashes in
 * probed buckets (n²/2 · probes / 2^width); or, when that is dearer, comparing all n²/2 pairs.
 */
export function planFor(n: number, threshold: number): NearPairPlan {
  let best = { chunks: 0, cost: (n * (n - 1)) / 2 };
  for (let m = Math.ceil(64 / MAX_CHUNK_BITS); m <= 64; m++) {
    const radii = radiiOf(m, threshold);
    const starts = chunkStarts(m);
    let cost = 0;
    for (let c = 0; c < m; c++) {
      const width = starts[c + 1]! - starts[c]!;
      let probes = 0;
      for (let r = 0; r <= Math.min(radii[c]!, width); r++) probes += binomial(width, r);
      const size = 2 ** width;
      // Each pair of buckets is visited once: half the probes per bucket.
      cost += size + n + (Math.min(n, size) * probes) / 2 + (n * (n - 1) * probes) / 2 / size;
    }
    if (cost < best.cost) best = { chunks: m, cost };
  }
  return { chunks: best.chunks };
}

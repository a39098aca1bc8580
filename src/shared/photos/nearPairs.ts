import { popcount32 } from './bitset';
import type { Hashes64 } from './hash64';
import type { Progress } from './slices';

/** Index pairs (a < b) of hashes within the threshold, and their distances. */
export interface NearPairs {
  a: number[];
  b: number[];
  distance: number[];
}

/** Most chunks a plan may cut a hash into (the chunks a pair agrees on fit one 32-bit mask). */
const MAX_CHUNKS = 30;
/** Most tables a plan may build; beyond this the search would take minutes at any size. */
const MAX_TABLES = 5000;
/** Work between two progress reports: hashes added to a table plus earlier hashes met there. */
const STEP = 1 << 15;

/**
 * All pairs of 64-bit hashes at Hamming distance ≤ `threshold`, exactly, by multi-index hashing
 * with exact-match buckets. Cut the hash into m chunks. Two hashes within k bits differ in at
 * most k chunks, so they agree exactly on at least t = m − k of them: on some t-subset of the
 * chunks. One hash table per t-subset, keyed by those chunks' bits, brings every such pair
 * together with no probing of neighbouring values; more chunks mean wider keys (fewer chance
 * meetings to verify) but more tables, and `planFor` picks the cheapest m for the size. A pair
 * can agree on several subsets; it is reported only from the table of the lowest t chunks it
 * agrees on, so once. `chunks` overrides the plan (tests).
 */
export function* findNearPairs(
  hashes: Hashes64,
  threshold: number,
  chunks?: number,
): Generator<Progress, NearPairs> {
  const { hi, lo } = hashes;
  const n = hi.length;
  const k = Math.max(0, Math.floor(threshold));
  const pairs: NearPairs = { a: [], b: [], distance: [] };
  if (k >= MAX_CHUNKS) {
    // Most pairs are near at such a threshold: compare them all.
    for (let b = 0; b < n; b++) {
      for (let a = 0; a < b; a++) {
        const distance = popcount32(hi[a]! ^ hi[b]!) + popcount32(lo[a]! ^ lo[b]!);
        if (distance > k) continue;
        pairs.a.push(a);
        pairs.b.push(b);
        pairs.distance.push(distance);
      }
      if ((b & 1023) === 1023) yield { done: b + 1, total: n };
    }
    yield { done: n, total: n };
    return pairs;
  }
  const m = chunks ?? planFor(n, k).chunks;
  if (m <= k || m > MAX_CHUNKS) throw new Error(`${m} chunks cannot find pairs within ${k} bits`);
  const t = m - k;
  const { maskHi, maskLo } = chunkMasks(m);
  const subsets = subsetsOf(m, t);
  const total = subsets.length * n;

  const tables = newTables(hashes, k, m, maskHi, maskLo, pairs);

  for (let s = 0; s < subsets.length; s++) {
    const subset = subsets[s]!;
    let mHi = 0;
    let mLo = 0;
    for (let c = 0; c < m; c++) {
      if ((subset & (1 << c)) !== 0) {
        mHi |= maskHi[c]!;
        mLo |= maskLo[c]!;
      }
    }
    for (let from = 0; from < n; ) {
      from = scan(tables, s, subset, mHi, mLo, from, n);
      yield { done: s * n + from, total };
    }
  }
  yield { done: total, total };
  return pairs;
}

interface Tables {
  hi: Uint32Array;
  lo: Uint32Array;
  threshold: number;
  chunks: number;
  maskHi: Int32Array;
  maskLo: Int32Array;
  /** Bucket heads of the current table, valid where `stamp` holds the table's number + 1. */
  head: Int32Array;
  stamp: Int32Array;
  shift: number;
  /** Per hash, the previous hash in its bucket, and its key in the current table. */
  next: Int32Array;
  keys: Int32Array;
  pairs: NearPairs;
}

function newTables(
  hashes: Hashes64,
  threshold: number,
  chunks: number,
  maskHi: Int32Array,
  maskLo: Int32Array,
  pairs: NearPairs,
): Tables {
  const n = hashes.hi.length;
  let logSize = 4;
  while (1 << logSize < n) logSize++;
  return {
    hi: hashes.hi,
    lo: hashes.lo,
    threshold,
    chunks,
    maskHi,
    maskLo,
    head: new Int32Array(1 << logSize),
    stamp: new Int32Array(1 << logSize),
    shift: 32 - logSize,
    next: new Int32Array(n),
    keys: new Int32Array(n),
    pairs,
  };
}

/**
 * Adds hashes from `from` on to table `s` (chunk subset `subset`, bits `mHi`/`mLo`), checking
 * each against the earlier hashes in its bucket, until `to` or about `STEP` steps of work (a
 * crowded bucket — many alike hashes — costs more per hash); returns where it stopped. A plain
 * function, not the generator, so it optimizes.
 */
function scan(
  tables: Tables,
  s: number,
  subset: number,
  mHi: number,
  mLo: number,
  from: number,
  to: number,
): number {
  const { hi, lo, head, stamp, next, keys, shift, maskHi, maskLo, pairs } = tables;
  const k = tables.threshold;
  const m = tables.chunks;
  const t = m - k;
  const table = s + 1;
  let work = 0;
  let i = from;
  for (; i < to && work < STEP; i++) {
    work++;
    const hiI = hi[i]! | 0;
    const loI = lo[i]! | 0;
    // A 32-bit mix of the subset's bits; equal bits give equal keys, a collision costs a check.
    let key = Math.imul((hiI & mHi) ^ ((hiI & mHi) >>> 16), 0x85ebca6b) ^ (loI & mLo);
    key = Math.imul(key ^ (key >>> 13), 0xc2b2ae35);
    key ^= key >>> 16;
    const bucket = key >>> shift;
    keys[i] = key;
    if (stamp[bucket] !== table) {
      stamp[bucket] = table;
      head[bucket] = -1;
    }
    for (let j = head[bucket]!; j >= 0; j = next[j]!) {
      work++;
      if (keys[j] !== key) continue;
      const xHi = hiI ^ hi[j]!;
      const xLo = loI ^ lo[j]!;
      const distance = bitCount(xHi) + bitCount(xLo);
      if (distance > k) continue;
      // The chunks this pair agrees on; report it from the table of the lowest t of them.
      let agree = 0;
      for (let c = 0; c < m; c++) {
        if (((xHi & maskHi[c]!) | (xLo & maskLo[c]!)) === 0) agree |= 1 << c;
      }
      if (lowestBits(agree, t) !== subset) continue;
      pairs.a.push(j);
      pairs.b.push(i);
      pairs.distance.push(distance);
    }
    next[i] = head[bucket]!;
    head[bucket] = i;
  }
  return i;
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

/** The lowest `count` set bits of `bits`. */
function lowestBits(bits: number, count: number): number {
  let kept = 0;
  let rest = bits;
  for (let i = 0; i < count && rest !== 0; i++) {
    const low = rest & -rest;
    kept |= low;
    rest ^= low;
  }
  return kept;
}

/** Per chunk, its bits of the hash as masks over the high and low halves. */
function chunkMasks(m: number): { maskHi: Int32Array; maskLo: Int32Array } {
  const maskHi = new Int32Array(m);
  const maskLo = new Int32Array(m);
  let start = 0;
  for (let c = 0; c < m; c++) {
    const width = Math.floor(64 / m) + (c < 64 % m ? 1 : 0);
    for (let bit = start; bit < start + width; bit++) {
      if (bit < 32) maskLo[c]! |= 1 << bit;
      else maskHi[c]! |= 1 << (bit - 32);
    }
    start += width;
  }
  return { maskHi, maskLo };
}

/** Every subset of `t` of `m` items, as bitmasks (Gosper's hack). */
function subsetsOf(m: number, t: number): number[] {
  const subsets: number[] = [];
  let subset = (1 << t) - 1;
  const limit = 1 << m;
  while (subset < limit && subset > 0) {
    subsets.push(subset);
    const low = subset & -subset;
    const ripple = subset + low;
    subset = (((ripple ^ subset) >>> 2) / low) | ripple;
  }
  return subsets;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/**
 * The chunk count with the least estimated work for `n` hashes: every table costs a pass over
 * the hashes, and every chance meeting in a table (two random hashes agreeing on the table's
 * ~64·t/m bits, or on its 32-bit key) costs a check.
 */
export function planFor(n: number, threshold: number): { chunks: number; tables: number } {
  let best: { chunks: number; tables: number; cost: number } | undefined;
  for (let m = threshold + 1; m <= MAX_CHUNKS; m++) {
    const t = m - threshold;
    const tables = binomial(m, t);
    if (tables > MAX_TABLES && best) break;
    const keyBits = Math.min(32, Math.floor((64 * t) / m));
    const meetings = (tables * n * (n - 1)) / 2 / 2 ** keyBits;
    const cost = tables * n * 3 + meetings;
    if (!best || cost < best.cost) best = { chunks: m, tables, cost };
  }
  return { chunks: best!.chunks, tables: best!.tables };
}

import { type CropSignature, WEAK_BITS, WINDOWS } from './cropSignature';
import type { NearPairs } from './nearPairs';
import type { Progress } from './slices';

/**
 * Most differing bits between one photo's whole hash and another's whole or window hash for the
 * two to be candidates, which cropVerify.ts then checks. Tuned on the tuning set
 * (tests/bench/support/nearDuplicateSet.ts; the hash sets 32 bits so distances are even): at 6
 * crops were found 94 % of the time, at 8 98 % of combined edits, at 10 99.3 %. Unverified, 10
 * bits let 77 pairs of different scenes through where 8 let 27; the verification turns both away,
 * so the threshold is set for recall.
 */
export const CROP_MATCH_THRESHOLD = 10;

/** Hashes per photo in the search: its WINDOWS, then its whole hash. */
const ENTRIES = WINDOWS.length + 1;
/** How the search cuts the 64 bits: CHUNKS keys of `bits` bits, key c from bit 16c on (wrapping). */
export interface CropPairPlan {
  bits: number;
  /** Probe buckets two least certain bits away too, not only one. */
  pairs: boolean;
}
const CHUNKS = 4;
export const CROP_PAIR_PLAN: CropPairPlan = { bits: 20, pairs: true };

/** Many photos' signatures as flat typed arrays: what the search and the photo index keep. */
export interface SignatureTable {
  count: number;
  /** Per photo, ENTRIES hashes as hi, lo pairs: the windows', then the whole picture's. */
  hashes: Uint32Array;
  /** Per photo, WEAK_BITS bit positions of the whole hash. */
  weak: Uint8Array;
}

export function signatureTable(signatures: readonly CropSignature[]): SignatureTable {
  const count = signatures.length;
  const hashes = new Uint32Array(count * ENTRIES * 2);
  const weak = new Uint8Array(count * WEAK_BITS);
  signatures.forEach((signature, i) => {
    hashes.set(signature.windows, i * ENTRIES * 2);
    hashes[(i * ENTRIES + WINDOWS.length) * 2] = signature.hi;
    hashes[(i * ENTRIES + WINDOWS.length) * 2 + 1] = signature.lo;
    weak.set(signature.weak, i * WEAK_BITS);
  });
  return { count, hashes, weak };
}

/**
 * The least differing bits between photo `a`'s whole hash and any of `b`'s hashes or the other
 * way round: the distance the search compares with its threshold, by brute force (one pair, or
 * the server checking a new photo against the owner's others).
 */
export function cropDistance(a: CropSignature, b: CropSignature): number {
  let best = bitCount(a.hi ^ b.hi) + bitCount(a.lo ^ b.lo);
  for (let w = 0; w < WINDOWS.length; w++) {
    best = Math.min(
      best,
      bitCount(a.hi ^ b.windows[2 * w]!) + bitCount(a.lo ^ b.windows[2 * w + 1]!),
      bitCount(b.hi ^ a.windows[2 * w]!) + bitCount(b.lo ^ a.windows[2 * w + 1]!),
    );
  }
  return best;
}

/**
 * Pairs of photos (a < b) of which one looks like a crop, rescale, re-encode or brightness or
 * contrast change of the other, with their distance. Every photo's whole hash is looked up among
 * all photos' window and whole hashes: the 64 bits are cut into 4 chunks of 16, all hashes are
 * bucketed by each chunk (a counting sort into typed arrays), and a whole hash is compared with
 * the hashes in its own bucket and in the buckets one of its least certain bits away (multi-probe
 * LSH). An edit flips mostly those bits, so a copy shares a chunk with the original's matching
 * window far more often than chance: on the tuning set the search finds 97.5 % of combined edits,
 * as many as comparing all hashes, while comparing each photo with a few hundred hashes of 100k
 * photos' 1.6 million. Not exact: a pair within the threshold that shares no probed chunk is
 * missed, which the tests and the benchmark measure.
 */
export function* findCropPairs(
  table: SignatureTable,
  threshold = CROP_MATCH_THRESHOLD,
  plan = CROP_PAIR_PLAN,
): Generator<Progress, NearPairs> {
  const n = table.count;
  const found = new Map<number, number>();
  let most = 0;
  for (let c = 0; c < CHUNKS; c++) most = Math.max(most, probeCount(table, c, plan));
  const rows = Math.max(n * ENTRIES, most);
  // Rows touched: two radix passes (count, place, copy each column), filling, and the join.
  const progress = { done: 0, total: CHUNKS * (12 * n * ENTRIES + 10 * most) };
  // About 100 MB of zeroed arrays for 100k photos: allocated a few at a time, between steps.
  const pool = new Columns(n * ENTRIES, 4);
  yield advanced(progress, 0);
  const scratch = new Columns(rows, 4);
  yield advanced(progress, 0);
  const probes = new Columns(most, 2);
  const probeScratch = new Columns(most, 2);
  const digits = new Int32Array(rows);
  yield advanced(progress, 0);
  // The whole hashes alone (800 KB for 100k photos) stay in the cache while the join reads them.
  const wholes = new Int32Array(2 * n);
  for (let q = 0; q < n; q++) {
    wholes[2 * q] = table.hashes[(q * ENTRIES + WINDOWS.length) * 2]!;
    wholes[2 * q + 1] = table.hashes[(q * ENTRIES + WINDOWS.length) * 2 + 1]!;
  }
  for (let c = 0; c < CHUNKS; c++) {
    // The pool's first radix pass reads the hashes straight from the table.
    const low = plan.bits >> 1;
    scratch.length = pool.length;
    yield* firstPoolPass(table, c, plan.bits, low, pool.columns[0]!, scratch, progress);
    yield* radixPass(scratch, pool, digits, low, plan.bits - low, progress);
    const flips = new Int32Array(WEAK_BITS);
    probes.length = 0;
    for (let q = 0; q < n; q += BLOCK >> 4) {
      fillProbes(table, c, plan, probes, q, Math.min(n, q + (BLOCK >> 4)), flips);
      yield advanced(progress, BLOCK);
    }
    yield* sortByFirst(probes, probeScratch, digits, plan.bits, progress);
    let poolAt = 0;
    for (let from = 0; from < probes.length; from += BLOCK) {
      const to = Math.min(probes.length, from + BLOCK);
      poolAt = join(pool, probes, from, to, poolAt, wholes, threshold, found);
      yield advanced(progress, BLOCK);
    }
  }
  const pairs: NearPairs = { a: [], b: [], distance: [] };
  const ordered = [...found.keys()].sort((x, y) => x - y);
  for (const key of ordered) {
    pairs.a.push(Math.floor(key / n));
    pairs.b.push(key % n);
    pairs.distance.push(found.get(key)!);
  }
  yield { done: progress.total, total: progress.total };
  return pairs;
}

/** Rows per step between progress reports: well under a millisecond of work each. */
const BLOCK = 1 << 16;

function advanced(progress: Progress, rows: number): Progress {
  progress.done = Math.min(progress.total, progress.done + rows);
  return { done: progress.done, total: progress.total };
}

/**
 * Rows of int32 columns: key, hi, lo, photo. The pool holds every hash of every photo under its
 * chunk value; the probes every key a photo's whole hash looks up. Both sorted by key, they are
 * joined in one sequential pass, which keeps the memory traffic in order: looking each probe up in
 * a bucket table of a million buckets over 1.6 million hashes costs a cache miss per probe and per
 * hash bucketed, and took four times as long.
 */
class Columns {
  readonly columns: Int32Array[];
  constructor(
    public length: number,
    width: number,
  ) {
    this.columns = Array.from({ length: width }, () => new Int32Array(length));
  }
}

/** Bits [16c, 16c + width) of a hash, wrapping past bit 63 to bit 0; 16 ≤ width ≤ 31. */
function chunkOf(hi: number, lo: number, c: number, width: number): number {
  const mask = (1 << width) - 1;
  switch (c) {
    case 0:
      return lo & mask;
    case 1:
      return ((lo >>> 16) | (hi << 16)) & mask;
    case 2:
      return hi & mask;
    default:
      return ((hi >>> 16) | (lo << 16)) & mask;
  }
}

/**
 * The first radix pass over the pool, by the low `low` bits of each hash's chunk key, read
 * straight from the table: every hash of every photo lands in `to` as key, hi, lo and photo.
 * `keys` keeps each entry's full key between the counting and the placing.
 */
function* firstPoolPass(
  table: SignatureTable,
  c: number,
  width: number,
  low: number,
  keys: Int32Array,
  to: Columns,
  progress: Progress,
): Generator<Progress, void> {
  const { hashes } = table;
  const entries = to.length;
  const mask = (1 << low) - 1;
  const starts = new Int32Array((1 << low) + 1);
  for (let block = 0; block < entries; block += BLOCK) {
    const end = Math.min(entries, block + BLOCK);
    for (let e = block; e < end; e++) {
      const key = chunkOf(hashes[2 * e]!, hashes[2 * e + 1]!, c, width);
      keys[e] = key;
      starts[(key & mask) + 1]!++;
    }
    yield advanced(progress, BLOCK);
  }
  for (let v = 0; v < 1 << low; v++) starts[v + 1]! += starts[v]!;
  const [toKeys, toHi, toLo, toOwner] = to.columns as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  for (let block = 0; block < entries; block += BLOCK) {
    const end = Math.min(entries, block + BLOCK);
    for (let e = block; e < end; e++) {
      const key = keys[e]!;
      const at = starts[key & mask]!++;
      toKeys[at] = key;
      toHi[at] = hashes[2 * e]!;
      toLo[at] = hashes[2 * e + 1]!;
      toOwner[at] = (e / ENTRIES) | 0;
    }
    yield advanced(progress, 4 * BLOCK);
  }
}

/**
 * Every key photo q's whole hash looks up in chunk c: its own value, and that value with one
 * (and, with plan.pairs, two) of the weak bits falling in the chunk flipped.
 */
/** Appends the probes of photos [from, to) to `probes`. */
function fillProbes(
  table: SignatureTable,
  c: number,
  plan: CropPairPlan,
  probes: Columns,
  from: number,
  to: number,
  flips: Int32Array,
): void {
  const [keys, owners] = probes.columns as [Int32Array, Int32Array];
  let at = probes.length;
  for (let q = from; q < to; q++) {
    const whole = (q * ENTRIES + WINDOWS.length) * 2;
    const hi = table.hashes[whole]!;
    const lo = table.hashes[whole + 1]!;
    const base = chunkOf(hi, lo, c, plan.bits);
    const count = flipsIn(table, q, c, plan.bits, flips);
    for (let i = -1; i < count; i++) {
      const key = i < 0 ? base : base ^ flips[i]!;
      const last = plan.pairs && i >= 0 ? i : 0;
      for (let j = -1; j < last; j++) {
        keys[at] = j < 0 ? key : key ^ flips[j]!;
        owners[at] = q;
        at++;
      }
    }
  }
  probes.length = at;
}

/** Photo q's weak bits that fall in chunk c, as masks of its key, into `flips`; returns how many. */
function flipsIn(
  table: SignatureTable,
  q: number,
  c: number,
  width: number,
  flips: Int32Array,
): number {
  let count = 0;
  for (let w = q * WEAK_BITS; w < (q + 1) * WEAK_BITS; w++) {
    const bit = (table.weak[w]! - c * 16 + 64) % 64;
    if (bit < width) flips[count++] = 1 << bit;
  }
  return count;
}

function probeCount(table: SignatureTable, c: number, plan: CropPairPlan): number {
  const flips = new Int32Array(WEAK_BITS);
  let total = 0;
  for (let q = 0; q < table.count; q++) {
    const f = flipsIn(table, q, c, plan.bits, flips);
    total += 1 + f + (plan.pairs ? (f * (f - 1)) / 2 : 0);
  }
  return total;
}

/**
 * Sorts the rows by their first column (keys of `bits` bits) in place: a stable radix sort of two
 * passes, each scattering into at most 2^11 runs, which the caches follow.
 */
function* sortByFirst(
  rows: Columns,
  scratch: Columns,
  digits: Int32Array,
  bits: number,
  progress: Progress,
): Generator<Progress, void> {
  const low = bits >> 1;
  scratch.length = rows.length;
  yield* radixPass(rows, scratch, digits, 0, low, progress);
  yield* radixPass(scratch, rows, digits, low, bits - low, progress);
}

function* radixPass(
  from: Columns,
  to: Columns,
  digits: Int32Array,
  shift: number,
  bits: number,
  progress: Progress,
): Generator<Progress, void> {
  const size = 1 << bits;
  const mask = size - 1;
  const keys = from.columns[0]!;
  const starts = new Int32Array(size + 1);
  for (let block = 0; block < from.length; block += BLOCK) {
    const end = Math.min(from.length, block + BLOCK);
    for (let i = block; i < end; i++) starts[((keys[i]! >>> shift) & mask) + 1]!++;
    yield advanced(progress, BLOCK);
  }
  for (let v = 0; v < size; v++) starts[v + 1]! += starts[v]!;
  for (let block = 0; block < from.length; block += BLOCK) {
    const end = Math.min(from.length, block + BLOCK);
    for (let i = block; i < end; i++) digits[i] = starts[(keys[i]! >>> shift) & mask]!++;
    yield advanced(progress, BLOCK);
  }
  for (let col = 0; col < from.columns.length; col++) {
    const source = from.columns[col]!;
    const target = to.columns[col]!;
    for (let block = 0; block < from.length; block += BLOCK) {
      const end = Math.min(from.length, block + BLOCK);
      for (let i = block; i < end; i++) target[digits[i]!] = source[i]!;
      yield advanced(progress, BLOCK);
    }
  }
}

/**
 * Compares probes [from, to) with each pooled hash of equal key and keeps the pairs within the
 * threshold; `poolAt` is where the previous probe's key began in the pool. Returns the next one.
 */
function join(
  pool: Columns,
  probes: Columns,
  from: number,
  to: number,
  poolAt: number,
  wholes: Int32Array,
  threshold: number,
  found: Map<number, number>,
): number {
  const n = wholes.length / 2;
  const [poolKeys, poolHi, poolLo, poolOwner] = pool.columns as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const [keys, queries] = probes.columns as [Int32Array, Int32Array];
  let i = poolAt;
  for (let j = from; j < to; j++) {
    const key = keys[j]!;
    while (i < pool.length && poolKeys[i]! < key) i++;
    const q = queries[j]!;
    const qHi = wholes[2 * q]!;
    const qLo = wholes[2 * q + 1]!;
    for (let at = i; at < pool.length && poolKeys[at] === key; at++) {
      const distance = bitCount(qHi ^ poolHi[at]!) + bitCount(qLo ^ poolLo[at]!);
      if (distance > threshold) continue;
      const owner = poolOwner[at]!;
      if (owner === q) continue;
      const pair = owner < q ? owner * n + q : q * n + owner;
      const known = found.get(pair);
      if (known === undefined || distance < known) found.set(pair, distance);
    }
  }
  return i;
}

/** popcount32 (bitset.ts), repeated so the hot loop needs no call into another module. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

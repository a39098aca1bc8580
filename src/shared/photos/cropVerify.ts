import { CROP_MATCH_THRESHOLD, cropDistance, findCropPairs, signatureTable } from './cropPairs';
import { type CropSignature, THUMB_SIZE, WINDOWS } from './cropSignature';
import type { NearPairs } from './nearPairs';
import type { Progress } from './slices';

/**
 * Least correlation between one photo's thumbnail and the aligned window of the other's for the
 * two to count as the same picture. On the tuning set (candidates within 10 bits), copies
 * correlated at 0.83 or more (1 % below 0.925; the lowest were copies of copies cropped on
 * opposite sides) and pairs of different scenes at 0.85 at most (sibling scenes sharing the sky
 * and largest objects): 0.88 kept every kind of copy at 99–100 % and no different scenes.
 */
export const VERIFY_MIN_CORRELATION = 0.88;

/** Most cut from a side that the alignment tries: crops of up to 10 %, with room for rounding. */
const MOST_CUT = 0.12;
/** Alignment steps, coarse to fine, as fractions of a side. */
const STEPS = [0.02, 0.01, 0.005] as const;
/** Bounds the alignment's work for a pair that never gets close: a few dozen samplings. */
const MOST_SAMPLINGS = 64;
const CELLS = THUMB_SIZE * THUMB_SIZE;

/**
 * Whether two photos whose hashes matched (cropPairs.ts) really show the same picture: one's
 * thumbnail is compared with the window of the other's that it would be a crop of. The coarse
 * hashes keep 64 bits of the layout of light and dark, which two different photos of a similar
 * place can share; the 16×16 thumbnails keep the objects' shapes and places. The window starts at
 * the one whose hash matched best and is moved side by side towards the best fit, since a crop
 * lies up to 3.5 % from the nearest hashed window. Brightness and contrast changes do not count:
 * the comparison is a correlation. Runs the same in the worker (duplicates.ts) and on the server
 * (photoLookalikes.ts); about 30 µs a pair on the tuning set (at load 20 on 2 cores), as most stop
 * at the first window that fits.
 */
export function cropVerifies(
  a: CropSignature,
  b: CropSignature,
  least = VERIFY_MIN_CORRELATION,
): boolean {
  return cropCorrelation(a, b, least) >= least;
}

/**
 * The best correlation found between either photo's thumbnail and a window of the other's,
 * stopping as soon as one reaches `enough`.
 */
export function cropCorrelation(
  a: CropSignature,
  b: CropSignature,
  enough = Number.POSITIVE_INFINITY,
): number {
  const aInB = bestWindow(a, b);
  const bInA = bestWindow(b, a);
  const [first, second] =
    aInB.distance <= bInA.distance
      ? ([
          [a, b, aInB.window],
          [b, a, bInA.window],
        ] as const)
      : ([
          [b, a, bInA.window],
          [a, b, aInB.window],
        ] as const);
  const best = aligned(first[0], first[1], first[2], enough);
  if (best >= enough) return best;
  return Math.max(best, aligned(second[0], second[1], second[2], enough));
}

/** The window of `outer` (or its whole) whose hash lies nearest `inner`'s whole hash. */
function bestWindow(
  inner: CropSignature,
  outer: CropSignature,
): { window: number; distance: number } {
  let window = -1;
  let distance = bitCount(inner.hi ^ outer.hi) + bitCount(inner.lo ^ outer.lo);
  for (let w = 0; w < WINDOWS.length; w++) {
    const d =
      bitCount(inner.hi ^ outer.windows[2 * w]!) + bitCount(inner.lo ^ outer.windows[2 * w + 1]!);
    if (d < distance) {
      distance = d;
      window = w;
    }
  }
  return { window, distance };
}

const innerCells = new Float64Array(CELLS);
const cuts = new Float64Array(4);
const trial = new Float64Array(4);

/**
 * The best correlation of `inner`'s thumbnail with `outer`'s sampled over a window, from the
 * window hashed as `start` (−1: the whole) by moving one side at a time while that helps.
 */
function aligned(
  inner: CropSignature,
  outer: CropSignature,
  start: number,
  enough: number,
): number {
  if (!normalised(inner.thumb, innerCells)) return flatBoth(outer.thumb) ? 1 : 0;
  const from = start < 0 ? undefined : WINDOWS[start];
  cuts[0] = from?.left ?? 0;
  cuts[1] = from?.right ?? 0;
  cuts[2] = from?.top ?? 0;
  cuts[3] = from?.bottom ?? 0;
  let best = correlationAt(innerCells, outer.thumb, cuts);
  let samplings = 1;
  for (const step of STEPS) {
    let moved = true;
    while (moved && best < enough && samplings < MOST_SAMPLINGS) {
      moved = false;
      for (let side = 0; side < 4; side++) {
        for (const sign of [1, -1]) {
          const cut = Math.min(MOST_CUT, Math.max(0, cuts[side]! + sign * step));
          if (cut === cuts[side]) continue;
          trial.set(cuts);
          trial[side] = cut;
          const r = correlationAt(innerCells, outer.thumb, trial);
          samplings++;
          if (r > best) {
            best = r;
            cuts.set(trial);
            moved = true;
          }
        }
      }
    }
  }
  return best;
}

/** Standard deviation below which a thumbnail counts as flat (grey levels): nothing to compare. */
const FLAT = 1.5;

/** The thumbnail with mean 0 and norm 1 into `out`; false when it is flat. */
function normalised(thumb: Uint8Array, out: Float64Array): boolean {
  let sum = 0;
  for (let i = 0; i < CELLS; i++) sum += thumb[i]!;
  const mean = sum / CELLS;
  let squares = 0;
  for (let i = 0; i < CELLS; i++) {
    const v = thumb[i]! - mean;
    out[i] = v;
    squares += v * v;
  }
  if (squares < FLAT * FLAT * CELLS) return false;
  const norm = Math.sqrt(squares);
  for (let i = 0; i < CELLS; i++) out[i]! /= norm;
  return true;
}

/** Two flat pictures (a blank page, a clear sky) show the same nothing. */
function flatBoth(thumb: Uint8Array): boolean {
  return !normalised(thumb, new Float64Array(CELLS));
}

const first = new Int32Array(2 * THUMB_SIZE);
const share = new Float64Array(2 * THUMB_SIZE);

/**
 * Pearson correlation of the normalised `inner` cells with `outer`'s thumbnail sampled
 * (bilinearly, at the inner cells' centres) over the window that cuts `cuts` (left, right, top,
 * bottom) from it.
 */
function correlationAt(inner: Float64Array, outer: Uint8Array, cut: Float64Array): number {
  const size = THUMB_SIZE;
  for (let axis = 0; axis < 2; axis++) {
    const low = cut[2 * axis]!;
    const span = 1 - low - cut[2 * axis + 1]!;
    for (let j = 0; j < size; j++) {
      const x = Math.min(size - 1, Math.max(0, (low + ((j + 0.5) / size) * span) * size - 0.5));
      const x0 = Math.min(size - 2, Math.floor(x));
      first[axis * size + j] = x0;
      share[axis * size + j] = x - x0;
    }
  }
  let sum = 0;
  let squares = 0;
  let product = 0;
  for (let i = 0; i < size; i++) {
    const row = first[size + i]! * size;
    const fy = share[size + i]!;
    for (let j = 0; j < size; j++) {
      const at = row + first[j]!;
      const fx = share[j]!;
      const top = outer[at]! + (outer[at + 1]! - outer[at]!) * fx;
      const bottom = outer[at + size]! + (outer[at + size + 1]! - outer[at + size]!) * fx;
      const v = top + (bottom - top) * fy;
      sum += v;
      squares += v * v;
      product += inner[i * size + j]! * v;
    }
  }
  const spread = squares - (sum * sum) / CELLS;
  return spread > 1e-9 ? product / Math.sqrt(spread) : 0;
}

/** popcount32, repeated from bitset.ts as in cropPairs.ts. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The candidate pairs (of the search, indexes into `signatures`) that verify, as steps for
 * runInSlices: progress continues from `after` (the search's), so a progress bar keeps moving on.
 */
export function* verifiedCropPairs(
  candidates: NearPairs,
  signatures: readonly CropSignature[],
  least = VERIFY_MIN_CORRELATION,
  after: Progress = { done: 0, total: 0 },
): Generator<Progress, NearPairs> {
  const pairs: NearPairs = { a: [], b: [], distance: [] };
  const total = after.total + candidates.a.length;
  for (let p = 0; p < candidates.a.length; p++) {
    const a = candidates.a[p]!;
    const b = candidates.b[p]!;
    if (cropVerifies(signatures[a]!, signatures[b]!, least)) {
      pairs.a.push(a);
      pairs.b.push(b);
      pairs.distance.push(candidates.distance[p]!);
    }
    if (p % VERIFIED_PER_STEP === VERIFIED_PER_STEP - 1) yield { done: after.done + p, total };
  }
  return pairs;
}

/** Pairs verified between progress reports: well under a millisecond. */
const VERIFIED_PER_STEP = 64;

/**
 * Every pair of photos of which one is a crop, rescale, re-encode or brightness or contrast change
 * of the other: the hash search's candidates (cropPairs.ts), verified. The photo worker's way.
 */
export function* findNearCopies(
  signatures: readonly CropSignature[],
  threshold = CROP_MATCH_THRESHOLD,
): Generator<Progress, NearPairs> {
  const search = findCropPairs(signatureTable(signatures), threshold);
  let last: Progress = { done: 0, total: 0 };
  for (;;) {
    const step = search.next();
    if (step.done) return yield* verifiedCropPairs(step.value, signatures, undefined, last);
    last = step.value;
    yield last;
  }
}

/**
 * Whether two photos show the same picture by their signatures alone, by brute force: the server's
 * check of one new photo against the owner's others (photoLookalikes.ts), the same rule as
 * findNearCopies.
 */
export function sameCropPicture(a: CropSignature, b: CropSignature): boolean {
  return cropDistance(a, b) <= CROP_MATCH_THRESHOLD && cropVerifies(a, b);
}

/**
 * Near duplicates: how well crop signatures and their thumbnail verification find copies that
 * were cropped, rescaled, re-encoded, brightened or given more or less contrast, per kind of edit
 * (beside a plain dHash, the whole DCT hash and the unverified window hashes shipped before, on the
 * same held-out images), and how long finding all near pairs takes (beside the
 * shipped whole-hash search and brute force, in the same run: the machine is shared and absolute
 * times drift; CPU time is printed too, as it drifts less than wall time under load). Part of
 * tests/bench/photoWorker.ts and `npm run bench`; alone:
 * `node --import tsx tests/bench/nearDuplicates.ts` (add `--tuning` for the tuning set's table).
 */
import {
  CROP_MATCH_THRESHOLD,
  cropDistance,
  findCropPairs,
  signatureTable,
} from '../../src/shared/photos/cropPairs';
import type { CropSignature } from '../../src/shared/photos/cropSignature';
import {
  findNearCopies,
  VERIFY_MIN_CORRELATION,
  verifiedCropPairs,
} from '../../src/shared/photos/cropVerify';
import { NEAR_DUPLICATE_THRESHOLD } from '../../src/shared/photos/duplicates';
import { type Hashes64, hammingAt } from '../../src/shared/photos/hash64';
import { findNearPairs, planFor, radiiOf } from '../../src/shared/photos/nearPairs';
import { runToEnd } from '../../src/shared/photos/slices';
import { longestStepOf, table } from './support/benchTables';
import {
  type Flagged,
  flaggedByHash,
  grouped,
  HELD_OUT,
  type Quality,
  qualityOf,
  type Rendered,
  renderSet,
  sumKinds,
  TUNING,
} from './support/nearDuplicateSet';
import {
  bitRatesOf,
  type HashSetKind,
  hashSet,
  SET_NAMES,
  signatureSet,
} from './support/syntheticSignatures';

/**
 * The signature's settings (windows, weak bits, thresholds, the verification's cut-off) were
 * chosen on the tuning set (support/nearDuplicateSet.ts); the table is measured on the held-out
 * set, other scenes with other seeds and the held-out strengths (up to the limits), so it shows
 * how the choice carries over. `--tuning` prints the tuning set's table instead.
 */
const SPEC = process.argv.includes('--tuning') ? TUNING : HELD_OUT;

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));

/** Prints the quality table; returns the rendered set. */
async function benchQuality(): Promise<Rendered> {
  const start = performance.now();
  const set = await renderSet(SPEC);
  const prepareMs = performance.now() - start;
  const n = set.group.length;
  const table_ = signatureTable(set.signatures);
  const cropFlaggedAt = (threshold: number, verified: boolean): Flagged => {
    let crop = runToEnd(findCropPairs(table_, threshold));
    if (verified) crop = runToEnd(verifiedCropPairs(crop, set.signatures));
    return new Set(crop.a.map((a, p) => a * n + crop.b[p]!));
  };
  const rules: [string, Flagged][] = [
    [
      `plain dHash ≤ ${NEAR_DUPLICATE_THRESHOLD} bits`,
      flaggedByHash(set.dHashes, NEAR_DUPLICATE_THRESHOLD),
    ],
    [
      `whole DCT hash ≤ ${NEAR_DUPLICATE_THRESHOLD} bits (shipped before)`,
      flaggedByHash(set.shipped, NEAR_DUPLICATE_THRESHOLD),
    ],
    // What shipped before the verification: the hashes alone, at the threshold they had then.
    ['crop signature hashes ≤ 8 bits, unverified (shipped before)', cropFlaggedAt(8, false)],
    [
      `crop signature ≤ ${CROP_MATCH_THRESHOLD} bits, verified at r ≥ ${VERIFY_MIN_CORRELATION} (findNearCopies, shipped)`,
      cropFlaggedAt(CROP_MATCH_THRESHOLD, true),
    ],
    // Not settings tuned on anything: show what another hash threshold trades.
    ['crop signature ≤ 6 bits, verified (for comparison)', cropFlaggedAt(6, true)],
    ['crop signature ≤ 8 bits, verified (for comparison)', cropFlaggedAt(8, true)],
  ];
  const qualities = rules.map(([, flagged]) => qualityOf(set, flagged));
  const groupedQualities = rules.map(([, flagged]) => qualityOf(set, grouped(n, flagged)));
  const kinds = [...qualities[0]!.recallByKind.keys()];
  const rate = ([found, all]: [number, number]) => (found / Math.max(1, all)).toFixed(3);
  const precisionOf = (q: Quality, lookAlikesCount: boolean) =>
    (
      q.truePairs /
      Math.max(1, q.truePairs + q.differentScenes + (lookAlikesCount ? q.lookAlikes : 0))
    ).toFixed(3);
  const { firstSeed, scenes, perKind } = SPEC;
  console.log(
    `\n### Near duplicates that survive crops: ${n} ${SPEC.name} images, ${((n * (n - 1)) / 2).toLocaleString('en')} pairs\n`,
  );
  console.log(
    SPEC === HELD_OUT
      ? `${scenes} synthetic scenes (seeds ${firstSeed}–${firstSeed + scenes - 1}; tuned on ${TUNING.firstSeed}–${TUNING.firstSeed + TUNING.scenes - 1} and their siblings), each with ${perKind} copies of every edit at held-out strengths (crops of 1–10 % a side, a third at 10 %; rescales to 22–85 %; JPEG quality 20–92; brightness and contrast ±2–20 %, a third at ±20 %; combined: a crop of 1–4 sides with most of the others), and every third scene also as a look-alike that is not a copy (moved 12 % or recoloured). ${ms(prepareMs / 1000)} s to render and hash.\n`
      : `The tuning set: ${scenes} synthetic scenes (seeds ${firstSeed}–${firstSeed + scenes - 1}) and every ${SPEC.siblingEvery}th one's sibling (another scene sharing its sky and largest objects), each with ${perKind} copies of every edit at the tuning strengths, and every third scene also as a look-alike. ${ms(prepareMs / 1000)} s to render and hash.\n`,
  );
  console.log(
    table(
      ['copies found (original–copy pairs)', ...rules.map(([name]) => name)],
      [
        ...kinds.map((kind) => [
          `${kind} (${qualities[0]!.recallByKind.get(kind)![1]})`,
          ...qualities.map((q) => rate(q.recallByKind.get(kind)!)),
        ]),
        ['**all original–copy pairs**', ...qualities.map((q) => rate(sumKinds(q)))],
        [
          'all pairs of copies of one picture, once groups are joined',
          ...groupedQualities.map((q) => rate(q.groupRecall)),
        ],
        ['precision (look-alikes not counted)', ...qualities.map((q) => precisionOf(q, false))],
        ['precision (look-alikes counted as false)', ...qualities.map((q) => precisionOf(q, true))],
        [
          'pairs of different scenes flagged (distinct scene pairs)',
          ...qualities.map((q) => `${q.differentScenes} (${q.sceneTwins})`),
        ],
        [
          'look-alike pairs flagged (same scene, not a copy)',
          ...qualities.map((q) => q.lookAlikes),
        ],
      ],
    ),
  );
  return set;
}

/** Wall and CPU milliseconds of `work`, the best of `runs` (the first run also warms the JIT). */
function timed<T>(runs: number, work: () => T): { result: T; wall: number; cpu: number } {
  let best = { result: work(), wall: Number.POSITIVE_INFINITY, cpu: Number.POSITIVE_INFINITY };
  for (let r = 0; r < runs; r++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const result = work();
    const wall = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    if (wall < best.wall) best = { result, wall, cpu: (cpu.user + cpu.system) / 1000 };
  }
  return best;
}

function bruteForceCount(hashes: Hashes64, k: number): number {
  const n = hashes.hi.length;
  let count = 0;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) if (hammingAt(hashes, a, b) <= k) count++;
  }
  return count;
}

function benchSearch(rendered: Hashes64): void {
  const k = NEAR_DUPLICATE_THRESHOLD;
  const bitRates = bitRatesOf(rendered);
  const rows: (string | number)[][] = [];
  for (const kind of Object.keys(SET_NAMES) as HashSetKind[]) {
    let bruteMs: number | undefined;
    for (const count of [10_000, 100_000]) {
      const hashes = hashSet(kind, count, k, bitRates);
      const search = timed(3, () => runToEnd(findNearPairs(hashes, k)));
      let brute = '–';
      if (count === 10_000) {
        const b = timed(1, () => bruteForceCount(hashes, k));
        bruteMs = b.wall;
        if (b.result !== search.result.a.length) {
          throw new Error(`found ${search.result.a.length} pairs, brute force ${b.result}`);
        }
        brute = `${ms(b.wall)} (${b.result} pairs)`;
      }
      const { chunks } = planFor(count, k);
      rows.push([
        SET_NAMES[kind],
        count.toLocaleString('en'),
        `${chunks} chunks, radii ${[...radiiOf(chunks, k)].join('/')}`,
        search.result.a.length,
        ms(search.wall),
        ms(search.cpu),
        brute,
        bruteMs === undefined
          ? '–'
          : count === 10_000
            ? `${(bruteMs / search.wall).toFixed(0)}×`
            : `≈ ${((bruteMs * 100) / search.wall).toFixed(0)}× (brute force at 10k × 100 pairs)`,
        ms(longestStepOf(findNearPairs(hashes, k))),
      ]);
    }
  }
  console.log(`\n### All near pairs (≤ ${k} bits) among 64-bit hashes\n`);
  console.log(
    table(
      [
        'hashes',
        'count',
        'plan',
        'pairs found',
        'multi-index ms (best of 3)',
        'its CPU ms',
        'brute force at 10k ms',
        'brute ÷ multi-index',
        'longest step ms (the worker pauses between steps; cycle limit 50)',
      ],
      rows,
    ),
  );
}

function bruteForceCropPairs(signatures: CropSignature[]): number {
  let count = 0;
  for (let a = 0; a < signatures.length; a++) {
    for (let b = a + 1; b < signatures.length; b++) {
      if (cropDistance(signatures[a]!, signatures[b]!) <= CROP_MATCH_THRESHOLD) count++;
    }
  }
  return count;
}

function benchCropSearch(set: Rendered): void {
  const rows: (string | number)[][] = [];
  for (const count of [10_000, 100_000]) {
    const { signatures, planted } = signatureSet(count, set);
    const table_ = signatureTable(signatures);
    const wholes: Hashes64 = {
      hi: Uint32Array.from(signatures, (s) => s.hi),
      lo: Uint32Array.from(signatures, (s) => s.lo),
    };
    const baseline = timed(3, () => runToEnd(findNearPairs(wholes, NEAR_DUPLICATE_THRESHOLD)));
    const search = timed(3, () => runToEnd(findCropPairs(table_)));
    // What the worker runs: the table built, the search, and the verification of its candidates.
    const copies = timed(3, () => runToEnd(findNearCopies(signatures)));
    const found = new Set(copies.result.a.map((a, p) => `${a},${copies.result.b[p]}`));
    const plantedFound = planted.filter(([a, b]) => found.has(`${a},${b}`)).length;
    let brute = '–';
    if (count === 10_000) {
      const b = timed(1, () => bruteForceCropPairs(signatures));
      brute = `${ms(b.wall)} ms, ${b.result} pairs (the search finds ${((search.result.a.length / Math.max(1, b.result)) * 100).toFixed(1)} %)`;
    }
    rows.push([
      count.toLocaleString('en'),
      `${plantedFound} / ${planted.length}`,
      `${search.result.a.length} → ${copies.result.a.length}`,
      ms(search.wall),
      ms(search.cpu),
      `${ms(copies.wall)} (${ms(copies.cpu)} CPU)`,
      `${ms(baseline.wall)} (${ms(baseline.cpu)} CPU)`,
      `${(search.wall / baseline.wall).toFixed(1)}×`,
      brute,
      ms(longestStepOf(findNearCopies(signatures))),
    ]);
  }
  console.log(
    `\n### All crop-tolerant near pairs (findNearCopies: findCropPairs ≤ ${CROP_MATCH_THRESHOLD} bits, then verified) among signatures shaped like the rendered set's\n`,
  );
  console.log(
    table(
      [
        'photos',
        'planted copies found (verified)',
        'candidate pairs → verified',
        'crop search ms (best of 3)',
        'its CPU ms',
        'findNearCopies: table, search and verification, ms (best of 3)',
        'baseline: the shipped whole-hash search on the same photos, ms',
        'crop ÷ baseline',
        'brute force over all 33 hash pairs per photo pair',
        'longest step ms',
      ],
      rows,
    ),
  );
}

export async function benchNearDuplicates(): Promise<void> {
  const started = performance.now();
  const rendered = await benchQuality();
  benchCropSearch(rendered);
  benchSearch(rendered.shipped);
  console.log(
    `\n(Near-duplicate benchmark: ${((performance.now() - started) / 1000).toFixed(0)} s.)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchNearDuplicates();

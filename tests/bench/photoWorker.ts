/**
 * The photo worker's index and duplicate search, in Node (the worker's code path without the
 * message channel). Prints markdown tables; every number has a baseline measured in the same run
 * (a plain array filter and itemsjs for queries, brute force for near pairs), since the machine is
 * shared and absolute numbers drift. Run alone: `node --import tsx tests/bench/photoWorker.ts`.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { findDuplicateGroups, NEAR_DUPLICATE_THRESHOLD } from '../../src/shared/photos/duplicates';
import { type Hashes64, hammingAt, hashesFromHex, hexOf64 } from '../../src/shared/photos/hash64';
import { naivePhotoQuery } from '../../src/shared/photos/naivePhotoQuery';
import { findNearPairs } from '../../src/shared/photos/nearPairs';
import { dctHash, differenceHash } from '../../src/shared/photos/perceptualHash';
import { PhotoIndex } from '../../src/shared/photos/photoIndex';
import type { PhotoQueryInput } from '../../src/shared/photos/photoQuery';
import {
  addedTime,
  type IndexedPhoto,
  orientationOf,
  takenTime,
  takenYearMonth,
} from '../../src/shared/photos/photoRecord';
import { runToEnd } from '../../src/shared/photos/slices';
import { generatePhotos, seededRandom } from '../../src/shared/photos/testing/generatePhotos';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const SIZES = [10_000, 100_000, 500_000];
/** itemsjs is skipped at a size when its build would take longer than this (extrapolated). */
const ITEMSJS_BUILD_LIMIT_MS = 60_000;

/** The filter combinations a photo list meets: defaults, album pages, date drill-downs, search. */
const QUERIES: PhotoQueryInput[] = [
  {},
  { sortBy: 'date-added-desc' },
  { filters: { album: [7] } },
  { filters: { album: [3, 12], source: [0] }, sortBy: 'date-taken-asc' },
  { filters: { yearTaken: [2015] }, hideDuplicates: false },
  { filters: { yearTaken: [2019], monthTaken: [6, 7, 8], orientation: ['landscape'] } },
  { filters: { geoTagged: [true], source: [1, 5, 8] }, sortBy: 'date-added-asc' },
  { filters: { orientation: ['portrait'] }, text: 'beach' },
  { filters: { album: [5], yearTaken: [2012], geoTagged: [false] }, text: 'img_1' },
  { text: 'birthday cake' },
];

// ---------------------------------------------------------------------------------------------
// helpers

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(3));
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
const ratio = (slow: number, fast: number) => `${(slow / fast).toFixed(0)}×`;

function table(head: string[], rows: (string | number)[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Latency samples of `run` over every query, `rounds` times, after one warm-up round. */
function latencies(rounds: number, run: (query: PhotoQueryInput) => unknown): number[] {
  for (const query of QUERIES) run(query);
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const query of QUERIES) {
      const start = performance.now();
      run(query);
      samples.push(performance.now() - start);
    }
  }
  return samples;
}

/** Runs steps to the end; the longest single step, i.e. how far a slice can overrun its budget. */
function longestStepOf(steps: Generator<unknown, unknown>): number {
  let longest = 0;
  for (;;) {
    const start = performance.now();
    const step = steps.next();
    longest = Math.max(longest, performance.now() - start);
    if (step.done) return longest;
  }
}

/**
 * Runs `work` and also returns the longest garbage-collection pause during it: a major GC of the
 * whole heap is one pause, whatever the slicing, and lands inside whichever step triggered it.
 */
async function withGcPauses(work: () => number): Promise<[number, number]> {
  const pauses: number[] = [0];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  });
  observer.observe({ entryTypes: ['gc'] });
  const result = work();
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return [result, Math.max(...pauses)];
}

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

// ---------------------------------------------------------------------------------------------
// itemsjs, the off-the-shelf faceted search, configured for the same questions

interface ItemsJs {
  search(input: Record<string, unknown>): { data: { items: { id: number }[] } };
}
type ItemsJsFactory = (items: object[], config: object) => ItemsJs;

async function loadItemsJs(): Promise<ItemsJsFactory> {
  const name = 'itemsjs';
  const module = (await import(name)) as { default: ItemsJsFactory };
  return module.default;
}

function itemsJsItems(photos: IndexedPhoto[]) {
  return photos.map((p) => {
    const date = takenYearMonth(p);
    return {
      id: p.id,
      name: p.name.toLowerCase(),
      album: p.albumIds,
      source: p.sourceId,
      yearTaken: date ? date[0] : undefined,
      monthTaken: date ? date[1] : undefined,
      orientation: orientationOf(p),
      geoTagged: p.isGeoTagged,
      duplicate: p.isDuplicate ? 'yes' : 'no',
      taken: takenTime(p),
      added: addedTime(p),
    };
  });
}

const FACETS = ['album', 'source', 'yearTaken', 'monthTaken', 'orientation', 'geoTagged'];

function itemsJsQuery(engine: ItemsJs, query: PhotoQueryInput) {
  const filters: Record<string, unknown[]> = {};
  for (const [facet, values] of Object.entries(query.filters ?? {})) {
    if (values && values.length > 0) filters[facet] = values as unknown[];
  }
  if (query.hideDuplicates !== false) filters.duplicate = ['no'];
  const text = query.text?.toLowerCase() ?? '';
  return engine.search({
    per_page: 100,
    page: 1,
    sort: query.sortBy ?? 'date-taken-desc',
    filters,
    ...(text ? { filter: (item: { name: string }) => item.name.includes(text) } : {}),
  });
}

function buildItemsJs(factory: ItemsJsFactory, photos: IndexedPhoto[]): ItemsJs {
  return factory(itemsJsItems(photos), {
    native_search_enabled: false,
    aggregations: Object.fromEntries([
      ...FACETS.map((f) => [f, { conjunction: false, size: 1000 }]),
      ['duplicate', { conjunction: false, size: 2 }],
    ]),
    sortings: {
      'date-taken-desc': { field: 'taken', order: 'desc' },
      'date-taken-asc': { field: 'taken', order: 'asc' },
      'date-added-desc': { field: 'added', order: 'desc' },
      'date-added-asc': { field: 'added', order: 'asc' },
    },
  });
}

// ---------------------------------------------------------------------------------------------
// 1. the index

async function benchIndex(): Promise<void> {
  const itemsjs = await loadItemsJs();
  const buildRows: (string | number)[][] = [];
  const queryRows: (string | number)[][] = [];
  let itemsJsBuildPerRecord = 0;
  for (const size of SIZES) {
    const photos = generatePhotos(size, 42);
    const before = heapUsed();
    const start = performance.now();
    const index = PhotoIndex.of(photos);
    const buildMs = performance.now() - start;
    const heap = heapUsed() - before;
    const [longestStep, longestGc] = await withGcPauses(() =>
      longestStepOf(new PhotoIndex(photos.length).load(photos)),
    );

    const ours = latencies(size >= 500_000 ? 30 : 50, (q) => index.query(q));
    const naive = latencies(size >= 100_000 ? 2 : 5, (q) => naivePhotoQuery(photos, q));

    let itemsBuild = 'skipped';
    let itemsMedian: number | undefined;
    let itemsP95: number | undefined;
    const estimate = itemsJsBuildPerRecord * size;
    if (estimate <= ITEMSJS_BUILD_LIMIT_MS) {
      const itemsStart = performance.now();
      const engine = buildItemsJs(itemsjs, photos);
      const itemsMs = performance.now() - itemsStart;
      itemsJsBuildPerRecord = itemsMs / size;
      itemsBuild = ms(itemsMs);
      const samples = latencies(size >= 100_000 ? 1 : 3, (q) => itemsJsQuery(engine, q));
      itemsMedian = quantile(samples, 0.5);
      itemsP95 = quantile(samples, 0.95);
    } else {
      itemsBuild = `skipped (≈${(estimate / 1000).toFixed(0)} s by extrapolation > 60 s)`;
    }
    buildRows.push([
      size.toLocaleString('en'),
      ms(buildMs),
      ms(longestStep),
      ms(longestGc),
      mb(heap),
      itemsBuild,
    ]);
    const m = quantile(ours, 0.5);
    const nm = quantile(naive, 0.5);
    queryRows.push([
      size.toLocaleString('en'),
      ms(m),
      ms(quantile(ours, 0.95)),
      ms(nm),
      ms(quantile(naive, 0.95)),
      ratio(nm, m),
      itemsMedian === undefined ? 'skipped' : ms(itemsMedian),
      itemsP95 === undefined ? 'skipped' : ms(itemsP95),
      itemsMedian === undefined ? '–' : ratio(itemsMedian, m),
    ]);
  }
  console.log('\n### Photo index: build\n');
  console.log(
    table(
      [
        'records',
        'index build ms',
        'longest build step ms (a slice pauses after 40)',
        'longest GC pause during that build ms',
        'index heap MB',
        'itemsjs build ms',
      ],
      buildRows,
    ),
  );
  console.log(
    `\n### Photo index: query (${QUERIES.length} filter combinations, each with the first sorted page of 100 ids, the total and all six facets' disjunctive counts)\n`,
  );
  console.log(
    table(
      [
        'records',
        'index median ms',
        'index p95 ms',
        'array filter median ms',
        'array filter p95 ms',
        'array ÷ index',
        'itemsjs median ms',
        'itemsjs p95 ms',
        'itemsjs ÷ index',
      ],
      queryRows,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// 2. near-duplicate detection on real encoded images

const IMAGE_COUNT = 200;
const W = 480;
const H = 360;

function syntheticSvg(seed: number): string {
  const random = seededRandom(seed * 7919 + 1);
  const colour = () =>
    `rgb(${Math.floor(random() * 256)},${Math.floor(random() * 256)},${Math.floor(random() * 256)})`;
  const shapes: string[] = [];
  for (let s = 0; s < 6; s++) {
    const x = random() * W;
    const y = random() * H;
    if (random() < 0.5) {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${20 + random() * 90}" fill="${colour()}"/>`);
    } else {
      shapes.push(
        `<rect x="${x}" y="${y}" width="${30 + random() * 180}" height="${30 + random() * 140}" fill="${colour()}" transform="rotate(${random() * 90} ${x} ${y})"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${random().toFixed(2)}" y2="1">
<stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

/** What the worker does before hashing: decode small and grey (64×64). */
async function grayOf(image: Buffer): Promise<Uint8Array> {
  const { data } = await sharp(image)
    .grayscale()
    .resize(64, 64, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
}

async function variantsOf(original: Buffer): Promise<[string, Buffer][]> {
  const crop = Math.round(W * 0.04);
  const cropY = Math.round(H * 0.04);
  return [
    ['original', original],
    [
      'resized to 50 %',
      await sharp(original)
        .resize(W / 2)
        .png()
        .toBuffer(),
    ],
    ['JPEG quality 35', await sharp(original).jpeg({ quality: 35 }).toBuffer()],
    [
      'cropped 4 % each side',
      await sharp(original)
        .extract({ left: crop, top: cropY, width: W - 2 * crop, height: H - 2 * cropY })
        .png()
        .toBuffer(),
    ],
    ['brightened +10 %', await sharp(original).modulate({ brightness: 1.1 }).png().toBuffer()],
  ];
}

/** Precision, recall and F1 of "within `threshold` bits" as "same picture", over all pairs. */
function scores(packed: Hashes64, group: number[], threshold: number): number[] {
  const n = group.length;
  let truePositive = 0;
  let falsePositive = 0;
  let falseNegative = 0;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const near = hammingAt(packed, a, b) <= threshold;
      const same = group[a] === group[b];
      if (near && same) truePositive++;
      else if (near) falsePositive++;
      else if (same) falseNegative++;
    }
  }
  const precision = truePositive / Math.max(1, truePositive + falsePositive);
  const recall = truePositive / (truePositive + falseNegative);
  return [precision, recall, (2 * precision * recall) / Math.max(1e-9, precision + recall)];
}

async function benchDuplicateQuality(): Promise<number> {
  const start = performance.now();
  const hashes: string[] = [];
  const dctHashes: string[] = [];
  const group: number[] = [];
  const kind: string[] = [];
  for (let i = 0; i < IMAGE_COUNT; i++) {
    const original = await sharp(Buffer.from(syntheticSvg(i)))
      .png()
      .toBuffer();
    for (const [name, image] of await variantsOf(original)) {
      const gray = await grayOf(image);
      hashes.push(differenceHash(gray, 64, 64));
      dctHashes.push(dctHash(gray, 64, 64));
      group.push(i);
      kind.push(name);
    }
  }
  const prepareMs = performance.now() - start;
  const packed = hashesFromHex(hashes);
  const packedDct = hashesFromHex(dctHashes);
  const n = hashes.length;
  const rows: (string | number)[][] = [];
  let best = { threshold: 0, f1: -1 };
  for (let threshold = 0; threshold <= 20; threshold += threshold < 16 ? 1 : 2) {
    const [precision, recall, f1] = scores(packed, group, threshold) as [number, number, number];
    if (f1 > best.f1) best = { threshold, f1 };
    rows.push([
      threshold,
      precision.toFixed(4),
      recall.toFixed(4),
      f1.toFixed(4),
      ...scores(packedDct, group, threshold).map((v) => v.toFixed(4)),
    ]);
  }
  // Per kind of copy: the distance from its original, to show which edit costs the most bits.
  const distances = (hashes64: Hashes64) => {
    const byKind = new Map<string, number[]>();
    for (let i = 0; i < n; i++) {
      if (kind[i] === 'original') continue;
      const list = byKind.get(kind[i]!) ?? [];
      list.push(hammingAt(hashes64, i, i - (i % 5)));
      byKind.set(kind[i]!, list);
    }
    const unrelated: number[] = [];
    for (let a = 0; a < n; a += 5)
      for (let b = a + 5; b < n; b += 5) unrelated.push(hammingAt(hashes64, a, b));
    return [
      ...[...byKind.values()].map(
        (d) => `${quantile(d, 0.5)} / ${quantile(d, 0.95)} / ${Math.max(...d)}`,
      ),
      `${quantile(unrelated, 0.5)} / ${quantile(unrelated, 0.05)} (p5) / ${Math.min(...unrelated)} (min)`,
    ];
  };
  const names = [...new Set(kind)].filter((k) => k !== 'original');
  const ofDHash = distances(packed);
  const ofDct = distances(packedDct);

  console.log(
    `\n### Near duplicates: precision and recall over all pairs of ${n} images (${IMAGE_COUNT} synthetic SVG pictures rendered by sharp, each with 4 edited copies; ${ms(prepareMs)} ms to render and hash both ways)\n`,
  );
  console.log(
    table(
      [
        'threshold (bits)',
        'dHash precision',
        'dHash recall',
        'dHash F1',
        'DCT hash precision',
        'DCT hash recall',
        'DCT hash F1',
      ],
      rows,
    ),
  );
  console.log(
    `\nShipped: dHash (differenceHash). Its best F1 at threshold ${best.threshold}; the shipped NEAR_DUPLICATE_THRESHOLD is ${NEAR_DUPLICATE_THRESHOLD}. The DCT hash (dctHash, not shipped) sets 32 of its 64 bits in almost every picture, so distances are even and odd thresholds repeat the even ones.\n`,
  );
  console.log(
    table(
      ['copy', 'dHash bits from original: median / p95 / max', 'DCT hash: median / p95 / max'],
      [...names, 'unrelated originals'].map((name, r) => [name, ofDHash[r]!, ofDct[r]!]),
    ),
  );
  return best.threshold;
}

// ---------------------------------------------------------------------------------------------
// 3. time to find all near pairs

function plantedHashes(count: number, threshold: number): { hexes: string[]; planted: number } {
  const random = seededRandom(count);
  const word = () => Math.floor(random() * 2 ** 32) >>> 0;
  const pairs: [number, number][] = [];
  for (let i = 0; i < count * 0.95; i++) pairs.push([word(), word()]);
  const planted = count - pairs.length;
  for (let p = 0; p < planted; p++) {
    let [hi, lo] = pairs[Math.floor(random() * (count * 0.95))]!;
    const flips = Math.floor(random() * (threshold + 1));
    for (let f = 0; f < flips; f++) {
      const bit = Math.floor(random() * 64);
      if (bit < 32) lo = (lo ^ (1 << bit)) >>> 0;
      else hi = (hi ^ (1 << (bit - 32))) >>> 0;
    }
    pairs.push([hi, lo]);
  }
  return { hexes: pairs.map(([hi, lo]) => hexOf64(hi, lo)), planted };
}

function benchNearPairs(threshold: number): void {
  const rows: (string | number)[][] = [];
  for (const count of [10_000, 100_000]) {
    const { hexes, planted } = plantedHashes(count, threshold);
    const hashes = hashesFromHex(hexes);
    const start = performance.now();
    const pairs = runToEnd(findNearPairs(hashes, threshold));
    const mihMs = performance.now() - start;
    const longestStep = longestStepOf(findNearPairs(hashes, threshold));
    const groupStart = performance.now();
    const photos = hexes.map((perceptualHash, i) => ({
      id: i + 1,
      width: 10,
      height: 10,
      createdAt: '2024-01-01T00:00:00Z',
      perceptualHash,
    }));
    runToEnd(findDuplicateGroups(photos, threshold));
    const groupMs = performance.now() - groupStart;
    let bruteMs: number | undefined;
    let bruteCount = 0;
    if (count <= 10_000) {
      const bruteStart = performance.now();
      for (let a = 0; a < count; a++) {
        for (let b = a + 1; b < count; b++) if (hammingAt(hashes, a, b) <= threshold) bruteCount++;
      }
      bruteMs = performance.now() - bruteStart;
    }
    rows.push([
      count.toLocaleString('en'),
      planted,
      pairs.a.length,
      bruteMs === undefined ? 'not run (5·10⁹ pairs)' : bruteCount,
      ms(mihMs),
      ms(longestStep),
      ms(groupMs),
      bruteMs === undefined ? '–' : ms(bruteMs),
      bruteMs === undefined ? '–' : ratio(bruteMs, mihMs),
    ]);
  }
  console.log(
    `\n### All near pairs (≤ ${threshold} bits) among random 64-bit hashes with planted copies\n`,
  );
  console.log(
    table(
      [
        'hashes',
        'planted copies',
        'pairs found',
        'brute-force pairs',
        'multi-index ms',
        'longest step ms',
        'full grouping ms',
        'brute force ms',
        'brute ÷ multi-index',
      ],
      rows,
    ),
  );
}

const started = performance.now();
await benchIndex();
const measured = await benchDuplicateQuality();
benchNearPairs(NEAR_DUPLICATE_THRESHOLD);
console.log(
  `\n(Threshold measured best: ${measured} bits. Whole benchmark: ${((performance.now() - started) / 1000).toFixed(0)} s.)`,
);

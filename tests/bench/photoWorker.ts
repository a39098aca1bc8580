/**
 * The photo worker's index and duplicate search, in Node (the worker's code path without the
 * message channel). Prints markdown tables; every number has a baseline measured in the same run
 * (a plain array filter and itemsjs for queries; nearDuplicates.ts: brute force for near pairs),
 * since the machine is shared and absolute numbers drift. Run alone: `node --import tsx tests/bench/photoWorker.ts`.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  addedTime,
  type IndexedPhoto,
  orientationOf,
  takenTime,
  takenYearMonth,
} from '../../src/shared/photos/photoRecord';
import { generatePhotos } from '../../src/shared/photos/testing/generatePhotos';
import { naivePhotoQuery } from '../../workers/photos/engine/naivePhotoQuery';
import { PhotoIndex } from '../../workers/photos/engine/photoIndex';
import type { PhotoQueryInput } from '../../workers/photos/engine/photoQuery';
import { benchNearDuplicates } from './nearDuplicates';
import { longestStepOf, table } from './support/benchTables';

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
// 2. near duplicates: hash quality and the pair search (their own file)

/** The photo worker's index and query latency, then near duplicates (quality and speed). */
export async function benchPhotoWorker(): Promise<void> {
  const started = performance.now();
  await benchIndex();
  await benchNearDuplicates();
  console.log(
    `\n(Photo worker benchmarks: ${((performance.now() - started) / 1000).toFixed(0)} s.)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPhotoWorker();

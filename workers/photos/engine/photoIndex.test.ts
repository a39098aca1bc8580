import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DuplicateGroup, duplicateIdsOf } from '../../../src/shared/photos/duplicates';
import type { IndexedPhoto } from '../../../src/shared/photos/photoRecord';
import { runInSlices, runToEnd } from '../../../src/shared/photos/slices';
import { generatePhotos } from '../../../src/shared/photos/testing/generatePhotos';
import { naivePhotoQuery } from './naivePhotoQuery';
import { PhotoIndex } from './photoIndex';
import type { PhotoQueryInput } from './photoQuery';

// Small value ranges on purpose: ties in dates, shared albums and repeated names are where an
// index and the obvious implementation disagree.
const dates = [
  '2020-01-05T10:00:00Z',
  '2020-03-01T00:00:00Z',
  '2021-03-09T12:00:00Z',
  '2019-12-31',
];
const arbitraryPhoto = (maxId: number): fc.Arbitrary<IndexedPhoto> =>
  fc.record(
    {
      id: fc.integer({ min: 1, max: maxId }),
      name: fc.constantFrom('IMG_1.jpg', 'Beach.JPG', 'beach party', 'snow', 'Ab', ''),
      width: fc.integer({ min: 0, max: 3 }),
      height: fc.integer({ min: 0, max: 3 }),
      createdAt: fc.constantFrom(...dates),
      takenAt: fc.constantFrom(...dates, 'unknown'),
      albumIds: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
      sourceId: fc.constantFrom(0, 1, 5),
      isDuplicate: fc.boolean(),
      isGeoTagged: fc.boolean(),
    },
    {
      requiredKeys: [
        'id',
        'name',
        'width',
        'height',
        'createdAt',
        'albumIds',
        'sourceId',
        'isDuplicate',
        'isGeoTagged',
      ],
    },
  );

const someOf = <T>(values: T[]) => fc.option(fc.subarray(values), { nil: undefined });

const arbitraryQuery: fc.Arbitrary<PhotoQueryInput> = fc.record({
  filters: fc.record({
    album: someOf([1, 2, 3, 4, 9]),
    source: someOf([0, 1, 5]),
    yearTaken: someOf([2019, 2020, 2021]),
    monthTaken: someOf([1, 3, 12]),
    orientation: someOf(['landscape', 'portrait', 'square'] as const),
    geoTagged: someOf([true, false]),
  }),
  hideDuplicates: fc.boolean(),
  text: fc.constantFrom('', 'beach', 'B', 'img_', 'zzz'),
  sortBy: fc.constantFrom(
    'date-taken-desc',
    'date-taken-asc',
    'date-added-desc',
    'date-added-asc',
  ) as fc.Arbitrary<'date-taken-desc'>,
  offset: fc.integer({ min: 0, max: 6 }),
  limit: fc.integer({ min: 1, max: 8 }),
});

type Change =
  | { kind: 'upsert'; records: IndexedPhoto[] }
  | { kind: 'remove'; ids: number[] }
  | { kind: 'duplicates'; groups: DuplicateGroup[] };

const arbitraryChange = (maxId: number): fc.Arbitrary<Change> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('upsert' as const),
      records: fc.array(arbitraryPhoto(maxId), { maxLength: 90 }),
    }),
    fc.record({
      kind: fc.constant('remove' as const),
      ids: fc.array(fc.integer({ min: 1, max: maxId }), { maxLength: 90 }),
    }),
    fc.record({
      kind: fc.constant('duplicates' as const),
      groups: arbitraryGroups(maxId),
    }),
  );

/** A duplicate search's answer: disjoint groups of two to four ids, the best copy first. */
const arbitraryGroups = (maxId: number): fc.Arbitrary<DuplicateGroup[]> =>
  fc.uniqueArray(fc.integer({ min: 1, max: maxId }), { maxLength: 12 }).chain((ids) =>
    fc.array(fc.integer({ min: 2, max: 4 }), { maxLength: 4 }).map((sizes) => {
      const groups: DuplicateGroup[] = [];
      let at = 0;
      for (const size of sizes) {
        const members = ids.slice(at, at + size);
        at += size;
        if (members.length < 2) break;
        groups.push({ keep: members[0]!, duplicates: members.slice(1) });
      }
      return groups;
    }),
  );

/** The reference after `change`; answers the duplicate groups the queries then go by. */
function applyToReference(
  reference: Map<number, IndexedPhoto>,
  change: Change,
  groups: DuplicateGroup[],
): DuplicateGroup[] {
  if (change.kind === 'upsert') for (const r of change.records) reference.set(r.id, r);
  if (change.kind === 'remove') for (const id of change.ids) reference.delete(id);
  if (change.kind !== 'duplicates') return groups;
  const ids = duplicateIdsOf(change.groups);
  for (const [id, r] of reference) reference.set(id, { ...r, isDuplicate: ids.has(id) });
  return change.groups;
}

function applyToIndex(index: PhotoIndex, change: Change): void {
  if (change.kind === 'upsert') index.upsert(change.records);
  if (change.kind === 'remove') index.remove(change.ids);
  if (change.kind === 'duplicates') index.setDuplicates(change.groups);
}

describe('PhotoIndex', () => {
  it('answers like the plain array implementation: page, total and every facet count', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryPhoto(40), { maxLength: 60 }),
        fc.array(arbitraryQuery, { minLength: 1, maxLength: 5 }),
        (records, queries) => {
          const index = PhotoIndex.of(records);
          const reference = [...new Map(records.map((r) => [r.id, r])).values()];
          for (const query of queries)
            expect(index.query(query)).toEqual(naivePhotoQuery(reference, query));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stays right through incremental adds, updates, removals and duplicate marks', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryPhoto(150), { maxLength: 40 }),
        fc.array(fc.tuple(arbitraryChange(150), arbitraryQuery), { minLength: 1, maxLength: 8 }),
        (records, steps) => {
          const index = PhotoIndex.of(records);
          const reference = new Map(records.map((r) => [r.id, r]));
          let groups: DuplicateGroup[] = [];
          for (const [change, query] of steps) {
            applyToIndex(index, change);
            groups = applyToReference(reference, change, groups);
            expect(index.size).toBe(reference.size);
            expect(index.query(query)).toEqual(
              naivePhotoQuery([...reference.values()], query, groups),
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('finds a photo by its content hash through adds, updates and removals', () => {
    const hashes = ['a', 'b', 'c'].map((c) => c.repeat(64));
    const hashed = fc
      .tuple(arbitraryPhoto(30), fc.option(fc.constantFrom(...hashes), { nil: undefined }))
      .map(([record, contentHash]) => ({ ...record, contentHash }));
    const change = fc.oneof(
      fc.record({
        kind: fc.constant('upsert' as const),
        records: fc.array(hashed, { maxLength: 20 }),
      }),
      fc.record({
        kind: fc.constant('remove' as const),
        ids: fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 20 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(hashed, { maxLength: 30 }),
        fc.array(change, { maxLength: 8 }),
        (records, changes) => {
          const index = PhotoIndex.of(records);
          const reference = new Map(records.map((r) => [r.id, r]));
          for (const step of [undefined, ...changes]) {
            if (step) {
              applyToIndex(index, step);
              applyToReference(reference, step, []);
            }
            for (const hash of hashes) {
              const holders = [...reference.values()].filter((r) => r.contentHash === hash);
              const id = index.idOfContent(hash);
              if (holders.length === 0) expect(id).toBeUndefined();
              else expect(holders.map((r) => r.id)).toContain(id);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps counting right when a photo has more albums than the cells laid out so far', () => {
    const manyAlbums = arbitraryPhoto(60).chain((photo) =>
      fc
        .array(fc.integer({ min: 1, max: 9 }), { maxLength: 8 })
        .map((albumIds) => ({ ...photo, albumIds })),
    );
    fc.assert(
      fc.property(
        fc.array(arbitraryPhoto(60), { maxLength: 30 }),
        fc.array(manyAlbums, { minLength: 1, maxLength: 20 }),
        arbitraryQuery,
        (records, later, query) => {
          const index = PhotoIndex.of(records);
          index.upsert(later);
          const reference = new Map(records.map((r) => [r.id, r]));
          for (const r of later) reference.set(r.id, r);
          expect(index.query(query)).toEqual(naivePhotoQuery([...reference.values()], query));
          expect(index.query({ ...query, filters: {} })).toEqual(
            naivePhotoQuery([...reference.values()], { ...query, filters: {} }),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('uses the spec defaults: newest taken first, duplicates hidden, pages of 100', () => {
    const photos = generatePhotos(500, 7);
    const result = PhotoIndex.of(photos).query();
    expect(result).toEqual(
      naivePhotoQuery(photos, { sortBy: 'date-taken-desc', hideDuplicates: true, limit: 100 }),
    );
    expect(result.ids).toHaveLength(100);
    expect(result.total).toBe(photos.filter((p) => !p.isDuplicate).length);
  });

  it('hides a duplicate only beside a better copy in the same answer: an album without the twin shows it', () => {
    const [keep, copy, other] = generatePhotos(3, 5).map((p, i) => ({
      ...p,
      id: i + 1,
      name: `photo ${i + 1}`,
      albumIds: i === 0 ? [] : [7],
      isDuplicate: false,
    }));
    const index = PhotoIndex.of([keep!, copy!, other!]);
    expect(index.setDuplicates([{ keep: 1, duplicates: [2] }])).toBe(1);
    const ids = (query: PhotoQueryInput) => [...index.query(query).ids].sort();
    expect(ids({})).toEqual([1, 3]);
    expect(ids({ filters: { album: [7] } })).toEqual([2, 3]);
    expect(ids({ text: 'photo 2' })).toEqual([2]);
    // The same answer again changes nothing; a group dissolved shows both, and says so.
    expect(index.setDuplicates([{ keep: 1, duplicates: [2] }])).toBe(0);
    expect(index.setDuplicates([{ keep: 3, duplicates: [2] }])).toBe(1);
    expect(ids({})).toEqual([1, 3]);
    expect(index.setDuplicates([])).toBe(1);
    expect(ids({})).toEqual([1, 2, 3]);
  });

  it('matches the reference on a larger library, where the dense and sparse paths both run', () => {
    const photos = generatePhotos(20_000, 3);
    const index = PhotoIndex.of(photos);
    const queries: PhotoQueryInput[] = [
      {},
      { filters: { album: [3] }, sortBy: 'date-added-asc', offset: 250 },
      { filters: { album: [3, 4], yearTaken: [2012], monthTaken: [6] }, text: 'beach' },
      {
        filters: { orientation: ['portrait'], geoTagged: [true], source: [1, 5] },
        hideDuplicates: false,
      },
      { text: 'IMG_1999', sortBy: 'date-taken-asc' },
    ];
    for (const query of queries) expect(index.query(query)).toEqual(naivePhotoQuery(photos, query));
  });

  it('answers the same when built batch by batch as when loaded at once', () => {
    const photos = generatePhotos(3000, 31);
    const batched = new PhotoIndex(photos.length);
    for (let from = 0; from < photos.length; from += 700) {
      runToEnd(batched.add(photos.slice(from, from + 700)));
    }
    runToEnd(batched.sort());
    const queries: PhotoQueryInput[] = [
      { limit: 200 },
      { sortBy: 'date-added-asc', hideDuplicates: false, offset: 100, limit: 300 },
      { filters: { album: [1] }, sortBy: 'date-taken-asc' },
    ];
    for (const query of queries) {
      expect(batched.query(query)).toEqual(naivePhotoQuery(photos, query));
    }
  });

  it('builds in slices that report progress and stop when aborted', async () => {
    const photos = generatePhotos(5000, 5);
    const index = new PhotoIndex();
    const progress: number[] = [];
    let pauses = 0;
    await runInSlices(index.load(photos), {
      budgetMs: 0,
      pause: async () => {
        pauses++;
      },
      onProgress: (p) => progress.push(p.done / p.total),
    });
    expect(pauses).toBeGreaterThan(5);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(index.query()).toEqual(naivePhotoQuery(photos, {}));

    const controller = new AbortController();
    const aborted = runInSlices(new PhotoIndex().load(photos), {
      signal: controller.signal,
      budgetMs: 0,
      pause: async () => controller.abort(new Error('stopped')),
    });
    await expect(aborted).rejects.toThrow('stopped');
  });
});

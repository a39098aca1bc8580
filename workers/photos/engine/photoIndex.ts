import {
  andInto,
  type Bitset,
  clearBit,
  countBits,
  forEachBit,
  grown,
  newBitset,
  setBit,
  wordsFor,
} from '../../../src/shared/photos/bitset';
import type { DuplicateGroup } from '../../../src/shared/photos/duplicates';
import { addedTime, type IndexedPhoto, takenTime } from '../../../src/shared/photos/photoRecord';
import { type Progress, runToEnd } from '../../../src/shared/photos/slices';
import { ContentHashIds } from './contentHashIds';
import { FacetCells, FacetColumn } from './facetColumn';
import { NameSearch } from './nameSearch';
import { FACET_DEFINITIONS } from './photoFacets';
import {
  normalizePhotoQuery,
  PHOTO_FACETS,
  type PhotoFacet,
  type PhotoFacetCounts,
  type PhotoQuery,
  type PhotoQueryInput,
  type PhotoQueryResult,
  type PhotoSort,
} from './photoQuery';
import { SortOrder } from './sortOrder';

type Facets = { [F in PhotoFacet]: FacetColumn };

/** Below this many changes a change is placed in the sort orders; above it they are re-sorted. */
const BULK_CHANGE = 64;

/**
 * The photo list's search index, run in the photo worker. Every photo gets a slot; each facet
 * value is a bitset over slots and each sort is a pre-sorted array of slots, so a query is word-wise
 * bitset arithmetic plus a walk to the first matching page. Facet counts are disjunctive: a facet's
 * counts apply every filter except its own, so the list can offer the other values of a facet
 * already chosen.
 */
export class PhotoIndex {
  private records: (IndexedPhoto | undefined)[] = [];
  private slotOfId = new Map<number, number>();
  private freeSlots: number[] = [];
  private slotCount = 0;
  private words = 0;
  private live: Bitset = newBitset(0);
  private duplicate: Bitset = newBitset(0);
  /**
   * Per photo in a duplicate group that the last search found, the group's ids, best copy first.
   * A flagged photo is hidden only when a better copy is in the same answer (`hideShownTwins`).
   */
  private groupOf = new Map<number, readonly number[]>();
  /** Photos the customer said are not duplicates: shown whatever their flag or group. */
  private keptApart = new Set<number>();
  private cells!: FacetCells;
  private facets!: Facets;
  private taken!: SortOrder;
  private added!: SortOrder;
  private names = new NameSearch();
  private contentIds = new ContentHashIds();
  private scratch!: {
    base: Bitset;
    full: Bitset;
    mask: Bitset;
    /** The flagged duplicates among an answer's photos. */
    hidden: Bitset;
    selection: FacetBitsets;
    counts: Int32Array;
  };

  constructor(capacity = 1024) {
    this.reset(capacity);
  }

  /** An index of `records`, built at once (tests, benchmarks; the worker uses `load`). */
  static of(records: readonly IndexedPhoto[]): PhotoIndex {
    const index = new PhotoIndex(records.length);
    runToEnd(index.load(records));
    return index;
  }

  get size(): number {
    return this.slotOfId.size;
  }

  get(id: number): IndexedPhoto | undefined {
    const slot = this.slotOfId.get(id);
    return slot === undefined ? undefined : this.records[slot];
  }

  /** Every photo, in no particular order. */
  all(): IndexedPhoto[] {
    return [...this.slotOfId.values()].map((slot) => this.records[slot]!);
  }

  /** Replaces the contents with `records`, as steps for `runInSlices`; a later duplicate id wins. */
  *load(records: readonly IndexedPhoto[]): Generator<Progress, void> {
    this.reset(records.length);
    const total = records.length * 2;
    yield { done: 0, total };
    for (let i = 0; i < records.length; i++) {
      this.place(records[i]!);
      if ((i & 1023) === 1023) yield { done: i + 1, total };
    }
    const slots = this.liveSlots();
    for (const fraction of this.taken.sortAll(slots)) {
      yield { done: records.length + Math.floor((fraction * records.length) / 2), total };
    }
    for (const fraction of this.added.sortAll(slots)) {
      yield { done: Math.floor(records.length * (1.5 + fraction / 2)), total };
    }
    yield { done: total, total };
  }

  /**
   * Places records (new, or replacing by id) without sorting them, as steps for `runInSlices`:
   * a library read in batches is indexed as they arrive. `sort` must follow before a query.
   */
  *add(records: readonly IndexedPhoto[]): Generator<Progress, void> {
    for (let i = 0; i < records.length; i++) {
      this.place(records[i]!);
      if ((i & 1023) === 1023) yield { done: i + 1, total: records.length };
    }
    yield { done: records.length, total: records.length };
  }

  /** Sorts the orders after `add`, as steps for `runInSlices`. */
  *sort(): Generator<Progress, void> {
    const slots = this.liveSlots();
    for (const fraction of this.taken.sortAll(slots)) {
      yield { done: Math.floor(fraction * 500), total: 1000 };
    }
    for (const fraction of this.added.sortAll(slots)) {
      yield { done: 500 + Math.floor(fraction * 500), total: 1000 };
    }
  }

  /** The id of a photo with this SHA-256, if any (a file picked for upload that is already here). */
  idOfContent(contentHash: string): number | undefined {
    return this.contentIds.idOf(contentHash);
  }

  /** Adds new photos and replaces known ones (by id). */
  upsert(records: readonly IndexedPhoto[]): void {
    const bulk = this.isBulk(records.length);
    for (const record of records) {
      const slot = this.slotOfId.get(record.id);
      if (slot !== undefined) this.unplace(slot, !bulk);
      const placed = this.place(record);
      if (!bulk) {
        this.taken.insert(placed);
        this.added.insert(placed);
      }
    }
    if (bulk) this.resort();
  }

  remove(ids: readonly number[]): void {
    const bulk = this.isBulk(ids.length);
    for (const id of ids) {
      const slot = this.slotOfId.get(id);
      if (slot === undefined) continue;
      this.unplace(slot, !bulk);
      this.slotOfId.delete(id);
      this.records[slot] = undefined;
      this.freeSlots.push(slot);
    }
    if (bulk) this.resort();
  }

  /**
   * Marks exactly the non-best copies of these groups as duplicates (the result of a duplicate
   * search); answers how many photos' flag changed, or for a duplicate its group.
   */
  setDuplicates(groups: readonly DuplicateGroup[]): number {
    const groupOf = new Map<number, readonly number[]>();
    for (const group of groups) {
      const ranked = [group.keep, ...group.duplicates];
      for (const id of ranked) groupOf.set(id, ranked);
    }
    let changed = 0;
    for (const [id, slot] of this.slotOfId) {
      const record = this.records[slot]!;
      const ranked = groupOf.get(id);
      const isDuplicate = ranked !== undefined && ranked[0] !== id;
      // A best copy shows whatever its group; a duplicate's group decides when it hides.
      if (record.isDuplicate !== isDuplicate) changed++;
      else if (isDuplicate && !sameIds(ranked, this.groupOf.get(id))) changed++;
      if (record.isDuplicate === isDuplicate) continue;
      this.records[slot] = { ...record, isDuplicate };
      if (isDuplicate) setBit(this.duplicate, slot);
      else clearBit(this.duplicate, slot);
    }
    this.groupOf = groupOf;
    return changed;
  }

  /**
   * Clears from `shown` the duplicates that a better copy of their group is shown beside: the
   * first copy of a group in the answer stays, whatever the filters left out, so a photo is never
   * hidden as a duplicate of one the list or the tray does not show. A photo flagged before any
   * search (the server's flag, its group not known here) stays hidden as flagged.
   */
  private hideShownTwins(shown: Bitset): void {
    const { duplicate, scratch } = this;
    const hidden = scratch.hidden;
    for (let w = 0; w < shown.length; w++) hidden[w] = shown[w]! & duplicate[w]!;
    forEachBit(hidden, (slot) => {
      const id = this.records[slot]!.id;
      if (this.keptApart.has(id)) return undefined;
      const ranked = this.groupOf.get(id);
      if (ranked === undefined || this.betterCopyIn(shown, ranked, id)) clearBit(shown, slot);
      return undefined;
    });
  }

  /** Whether a copy ranked before `id` in its group is in `shown`. */
  private betterCopyIn(shown: Bitset, ranked: readonly number[], id: number): boolean {
    for (const better of ranked) {
      if (better === id) return false;
      const slot = this.slotOfId.get(better);
      if (slot !== undefined && (shown[slot >>> 5]! >>> (slot & 31)) & 1) return true;
    }
    return false;
  }

  /** The photos the customer said are not duplicates (on this device); they stay shown. */
  setKeptApart(ids: Iterable<number>): void {
    this.keptApart = new Set(ids);
  }

  /**
   * Per photo of `ids` that a list hiding duplicates shows, the copies of its group it hides:
   * the flagged ones ranked after it, not kept apart. A photo with none is left out. What the
   * tray's "1 duplicate hidden" badge and its "shown as a duplicate of" notice are made from.
   */
  hiddenTwinsOf(ids: readonly number[]): Record<number, number[]> {
    const answer: Record<number, number[]> = {};
    for (const id of ids) {
      const ranked = this.groupOf.get(id);
      if (!ranked) continue;
      const after = ranked.slice(ranked.indexOf(id) + 1);
      const hidden = after.filter(
        (twin) => !this.keptApart.has(twin) && this.get(twin)?.isDuplicate,
      );
      if (hidden.length > 0) answer[id] = hidden;
    }
    return answer;
  }

  query(input: PhotoQueryInput = {}): PhotoQueryResult {
    const query = normalizePhotoQuery(input);
    const { base, full, mask, selection } = this.scratch;
    base.set(this.live);
    if (query.text !== '') {
      andInto(
        base,
        this.names.find(query.text, this.words, () => this.nameEntries()),
      );
    }
    const active = PHOTO_FACETS.filter((facet) => (query.filters[facet]?.length ?? 0) > 0);
    for (const facet of active) {
      const definition = FACET_DEFINITIONS[facet] as (typeof FACET_DEFINITIONS)[PhotoFacet];
      const values = query.filters[facet] as PhotoFacetValue[];
      const codes = values.map((value) =>
        (definition.encode as (v: PhotoFacetValue) => number)(value),
      );
      this.facets[facet].selectInto(selection[facet], codes);
    }
    full.set(base);
    for (const facet of active) andInto(full, selection[facet]);
    if (query.hideDuplicates) this.hideShownTwins(full);
    const total = countBits(full);
    const counts = {} as Record<PhotoFacet, [number, number][]>;
    // The facets without a choice all count over the matches, in one shared pass.
    this.countInto(
      PHOTO_FACETS.filter((facet) => !active.includes(facet)),
      full,
      total,
      counts,
    );
    for (const facet of active) {
      // This facet's own choice is left out, so its other values keep their counts.
      mask.set(base);
      for (const other of active) if (other !== facet) andInto(mask, selection[other]);
      if (query.hideDuplicates) this.hideShownTwins(mask);
      this.countInto([facet], mask, countBits(mask), counts);
    }
    const facets = {} as Record<PhotoFacet, { value: unknown; count: number }[]>;
    for (const facet of PHOTO_FACETS) {
      const decode = FACET_DEFINITIONS[facet].decode as (code: number) => unknown;
      facets[facet] = counts[facet].map(([code, count]) => ({ value: decode(code), count }));
    }
    return {
      ids: this.page(full, total, query),
      total,
      facets: facets as PhotoFacetCounts,
    };
  }

  /**
   * Counts `facets` over `mask` (`size` bits set, all live) into `out`, the cheaper way by a rough
   * estimate: a word-wise AND per value, or one visit of the slots reading their value cells —
   * the matching slots, or when most photos match, the non-matching ones, whose counts are then
   * taken from each value's total. The work follows the smaller side, not the number of values.
   */
  private countInto(
    facets: readonly PhotoFacet[],
    mask: Bitset,
    size: number,
    out: Record<PhotoFacet, [number, number][]>,
  ): void {
    if (facets.length === 0) return;
    const complement = size * 2 > this.size;
    const visits = complement ? this.size - size : size;
    const counts = this.countBuffer();
    // Costs in rough machine steps: a visited slot costs a couple plus one per cell read (all of
    // them for several facets, the facet's own for one), and the walk reads every word; a value's
    // bitset costs about two per word.
    let byRows = 0;
    for (const facet of facets) byRows += this.facets[facet].rowCount * this.words * 2;
    const cellsRead = facets.length === 1 ? this.facets[facets[0]!].width : this.cells.stride;
    const visit = visits * (cellsRead + 2) + this.words < byRows;
    if (visit && facets.length === 1) {
      this.facets[facets[0]!].visit(mask, this.live, complement, counts);
    } else if (visit) this.cells.visit(mask, this.live, complement, counts);
    for (const facet of facets) {
      const column = this.facets[facet];
      if (visit) out[facet] = column.pairs(counts, complement);
      else {
        column.countByRows(mask, counts);
        out[facet] = column.pairs(counts, false);
      }
    }
  }

  /** A zeroed array with a place for every facet counter, reused across queries. */
  private countBuffer(): Int32Array {
    const length = this.cells.counterCount;
    if (this.scratch.counts.length < length) {
      this.scratch.counts = new Int32Array(Math.max(length, this.scratch.counts.length * 2));
    } else this.scratch.counts.fill(0, 0, length);
    return this.scratch.counts;
  }

  private page(full: Bitset, total: number, query: PhotoQuery): number[] {
    const end = Math.min(total, query.offset + query.limit);
    if (query.offset >= end) return [];
    const [order, descending] = this.orderOf(query.sortBy);
    // Walking the order visits about size × end / total positions; when few photos match it is
    // cheaper to gather them and sort just those.
    const walk = (this.size * end) / total;
    if (total * Math.log2(total + 2) * 4 < walk) {
      const slots = new Int32Array(total);
      let n = 0;
      forEachBit(full, (slot) => {
        slots[n++] = slot;
        return true;
      });
      return [...order.sortSlots(slots, descending).subarray(query.offset, end)].map(
        (slot) => this.records[slot]!.id,
      );
    }
    const ids: number[] = [];
    let skipped = 0;
    for (let position = 0; position < order.size && ids.length < end - query.offset; position++) {
      const slot = order.at(position, descending);
      if ((full[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
      if (skipped < query.offset) skipped++;
      else ids.push(this.records[slot]!.id);
    }
    return ids;
  }

  private orderOf(sort: PhotoSort): [SortOrder, boolean] {
    const order = sort.startsWith('date-taken') ? this.taken : this.added;
    return [order, sort.endsWith('-desc')];
  }

  private isBulk(changes: number): boolean {
    return changes > BULK_CHANGE && changes * 1000 > this.size;
  }

  /** Puts a record in a free slot: facets, flags and sort keys, but not the sort orders. */
  private place(record: IndexedPhoto): number {
    const existing = this.slotOfId.get(record.id);
    if (existing !== undefined) this.unplace(existing, false);
    const slot = existing ?? this.freeSlots.pop() ?? this.slotCount++;
    if (slot >= this.words * 32) this.grow(this.words * 2 || 32);
    this.records[slot] = record;
    this.slotOfId.set(record.id, slot);
    setBit(this.live, slot);
    if (record.isDuplicate) setBit(this.duplicate, slot);
    if (record.contentHash !== undefined) this.contentIds.add(record.contentHash, record.id);
    for (const facet of PHOTO_FACETS) {
      this.facets[facet].add(slot, FACET_DEFINITIONS[facet].codesOf(record));
    }
    this.taken.setKey(slot, takenTime(record), record.id);
    this.added.setKey(slot, addedTime(record), record.id);
    this.names.invalidate();
    return slot;
  }

  /** Clears a slot's facets and flags; takes it out of the sort orders when they are kept. */
  private unplace(slot: number, fromOrders: boolean): void {
    if (fromOrders) {
      this.taken.remove(slot);
      this.added.remove(slot);
    }
    const record = this.records[slot];
    if (record?.contentHash !== undefined) this.contentIds.remove(record.contentHash, record.id);
    clearBit(this.live, slot);
    clearBit(this.duplicate, slot);
    for (const facet of PHOTO_FACETS) this.facets[facet].remove(slot);
    this.names.invalidate();
  }

  private resort(): void {
    const slots = this.liveSlots();
    runToEnd(mapProgress(this.taken.sortAll(slots)));
    runToEnd(mapProgress(this.added.sortAll(slots)));
  }

  private liveSlots(): Int32Array {
    const slots = new Int32Array(this.size);
    let n = 0;
    for (const slot of this.slotOfId.values()) slots[n++] = slot;
    return slots;
  }

  private *nameEntries(): Generator<[number, string]> {
    for (const slot of this.slotOfId.values()) yield [slot, this.records[slot]!.name];
  }

  private reset(capacity: number): void {
    this.records = [];
    this.slotOfId = new Map();
    this.freeSlots = [];
    this.slotCount = 0;
    this.words = wordsFor(Math.max(capacity, 32));
    this.live = newBitset(this.words);
    this.duplicate = newBitset(this.words);
    this.cells = new FacetCells(this.words * 32);
    this.facets = Object.fromEntries(
      PHOTO_FACETS.map((f) => [
        f,
        new FacetColumn(FACET_DEFINITIONS[f].multiValued, this.words, this.cells),
      ]),
    ) as Facets;
    this.taken = new SortOrder(this.words * 32);
    this.added = new SortOrder(this.words * 32);
    this.names = new NameSearch();
    this.contentIds = new ContentHashIds();
    this.allocateScratch();
  }

  private grow(words: number): void {
    this.words = words;
    this.live = grown(this.live, words);
    this.duplicate = grown(this.duplicate, words);
    for (const facet of PHOTO_FACETS) this.facets[facet].grow(words);
    this.cells.grow(words * 32);
    this.taken.grow(words * 32);
    this.added.grow(words * 32);
    this.names.invalidate();
    this.allocateScratch();
  }

  private allocateScratch(): void {
    this.scratch = {
      base: newBitset(this.words),
      full: newBitset(this.words),
      mask: newBitset(this.words),
      hidden: newBitset(this.words),
      selection: Object.fromEntries(
        PHOTO_FACETS.map((f) => [f, newBitset(this.words)]),
      ) as FacetBitsets,
      counts: this.scratch?.counts ?? new Int32Array(256),
    };
  }
}

type FacetBitsets = { [F in PhotoFacet]: Bitset };
type PhotoFacetValue = number | string | boolean;

function* mapProgress(fractions: Generator<number, void>): Generator<Progress, void> {
  for (const fraction of fractions) yield { done: Math.floor(fraction * 1000), total: 1000 };
}

function sameIds(a: readonly number[] | undefined, b: readonly number[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

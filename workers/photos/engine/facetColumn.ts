import {
  type Bitset,
  clearBit,
  grown,
  newBitset,
  orInto,
  setBit,
} from '../../../src/shared/photos/bitset';

/**
 * Every facet value the index has seen gets a counter number (1, 2, …; 0 is a spare that counts
 * nothing useful), and each slot lists its values' counters side by side in one Uint16Array row
 * of `stride` cells, 0 padding the unused ones. Counting the facets of a set of slots is then one
 * increment per cell of each visited slot, reading memory in slot order, with no branch.
 */
export class FacetCells {
  cells: Uint16Array;
  stride = 0;
  /** Live slots per counter. */
  totals = new Int32Array(64);
  private counters = 1;
  private widths: number[] = [];
  private offsets: number[] = [];

  constructor(private capacity: number) {
    this.cells = new Uint16Array(0);
  }

  get counterCount(): number {
    return this.counters;
  }

  /** Adds a column of `width` cells per slot; returns its number. */
  addColumn(width: number): number {
    this.relayout([...this.widths, width]);
    return this.widths.length - 1;
  }

  offsetOf(column: number): number {
    return this.offsets[column]!;
  }

  widthOf(column: number): number {
    return this.widths[column]!;
  }

  /** Gives a column more cells per slot, keeping what is stored. */
  widen(column: number, width: number): void {
    this.relayout(this.widths.map((w, c) => (c === column ? width : w)));
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    if (this.counters === 1) return;
    const next = new Uint16Array(capacity * this.stride);
    next.set(this.cells.subarray(0, Math.min(this.cells.length, next.length)));
    this.cells = next;
  }

  newCounter(): number {
    const counter = this.counters++;
    if (counter === 1) this.cells = new Uint16Array(this.capacity * this.stride);
    if (counter > 0xffff) throw new Error('too many distinct facet values');
    if (counter >= this.totals.length) {
      const totals = new Int32Array(this.totals.length * 2);
      totals.set(this.totals);
      this.totals = totals;
    }
    return counter;
  }

  /**
   * Adds each visited slot's cells to `counts[counter]`: the slots of `mask`, or with `complement`
   * the slots of `live` outside it (`counts` then holds what to take from `totals`). Reads every
   * column, or only `width` cells from `offset` (one column).
   */
  visit(
    mask: Bitset,
    live: Bitset,
    complement: boolean,
    counts: Int32Array,
    offset = 0,
    width = this.stride,
  ): void {
    const cells = this.cells;
    const stride = this.stride;
    const flip = complement ? -1 : 0;
    const unrolled = width === 8 && stride === 8;
    for (let w = 0; w < mask.length; w++) {
      let word = complement ? live[w]! & (mask[w]! ^ flip) : mask[w]! | 0;
      while (word !== 0) {
        const at = ((w << 5) | (31 - Math.clz32(word & -word))) * stride + offset;
        word &= word - 1;
        if (unrolled) {
          // The usual layout, unrolled: about twice as fast as the loop below.
          counts[cells[at]!]!++;
          counts[cells[at + 1]!]!++;
          counts[cells[at + 2]!]!++;
          counts[cells[at + 3]!]!++;
          counts[cells[at + 4]!]!++;
          counts[cells[at + 5]!]!++;
          counts[cells[at + 6]!]!++;
          counts[cells[at + 7]!]!++;
        } else {
          for (let j = 0; j < width; j++) counts[cells[at + j]!]!++;
        }
      }
    }
  }

  private relayout(widths: readonly number[]): void {
    const offsets = widths.map((_, c) => widths.slice(0, c).reduce((x, y) => x + y, 0));
    const used = widths.reduce((x, y) => x + y, 0);
    // Padded to 8 cells when they fit, for the unrolled loop in `visit`.
    const stride = Math.max(used, 8);
    // Nothing is stored before the first value gets its counter, which allocates the cells.
    const next = new Uint16Array(this.counters > 1 ? this.capacity * stride : 0);
    for (let slot = 0; slot < this.capacity && this.counters > 1; slot++) {
      for (let c = 0; c < this.widths.length; c++) {
        const from = slot * this.stride + this.offsets[c]!;
        const to = slot * stride + offsets[c]!;
        for (let j = 0; j < this.widths[c]!; j++) next[to + j] = this.cells[from + j]!;
      }
    }
    this.cells = next;
    this.stride = stride;
    this.widths = [...widths];
    this.offsets = offsets;
  }
}

/**
 * One facet of the index: a bitset per value ("row") and, in the shared `FacetCells`, the rows
 * each slot belongs to. The bitsets answer dense questions in word-sized steps; the cells answer
 * sparse ones by visiting only the matching (or only the non-matching) records.
 */
export class FacetColumn {
  private readonly rowOfCode = new Map<number, number>();
  private readonly codeOfRow: number[] = [];
  private readonly counterOfRow: number[] = [];
  private readonly rowOfCounter = new Map<number, number>();
  private rows: Bitset[] = [];
  private byCode: number[] = [];
  private readonly column: number;

  constructor(
    readonly multiValued: boolean,
    private words: number,
    private readonly store: FacetCells,
  ) {
    // Room for three values (a photo in up to three albums) fits the usual 8-cell stride.
    this.column = store.addColumn(multiValued ? 3 : 1);
  }

  get rowCount(): number {
    return this.rows.length;
  }

  /** Cells per slot in the shared store. */
  get width(): number {
    return this.store.widthOf(this.column);
  }

  /** Adds this column's values of the visited slots to `counts` (see `FacetCells.visit`). */
  visit(mask: Bitset, live: Bitset, complement: boolean, counts: Int32Array): void {
    this.store.visit(mask, live, complement, counts, this.store.offsetOf(this.column), this.width);
  }

  /** Makes room for `words * 32` slots (the shared cells grow separately). */
  grow(words: number): void {
    this.words = words;
    this.rows = this.rows.map((row) => grown(row, words));
  }

  add(slot: number, codes: readonly number[]): void {
    let distinct = codes.length > 1 ? [...new Set(codes)] : codes;
    if (!this.multiValued && distinct.length > 1) distinct = distinct.slice(0, 1);
    if (distinct.length > this.store.widthOf(this.column)) {
      this.store.widen(this.column, distinct.length);
    }
    const at = slot * this.store.stride + this.store.offsetOf(this.column);
    for (let j = 0; j < distinct.length; j++) {
      const row = this.rowFor(distinct[j]!);
      const counter = this.counterOfRow[row]!;
      setBit(this.rows[row]!, slot);
      this.store.totals[counter]!++;
      this.store.cells[at + j] = counter;
    }
  }

  remove(slot: number): void {
    const { cells, totals } = this.store;
    const at = slot * this.store.stride + this.store.offsetOf(this.column);
    for (let j = 0; j < this.store.widthOf(this.column); j++) {
      const counter = cells[at + j]!;
      if (counter === 0) continue;
      clearBit(this.rows[this.rowOfCounter.get(counter)!]!, slot);
      totals[counter]!--;
      cells[at + j] = 0;
    }
  }

  /** Overwrites `target` with the slots having any of `codes`. */
  selectInto(target: Bitset, codes: readonly number[]): void {
    target.fill(0);
    for (const code of codes) {
      const row = this.rowOfCode.get(code);
      if (row !== undefined) orInto(target, this.rows[row]!);
    }
  }

  /** Sets `counts[counter]` to the slots of `mask` having each value, a word at a time. */
  countByRows(mask: Bitset, counts: Int32Array): void {
    for (let row = 0; row < this.rows.length; row++) {
      const bits = this.rows[row]!;
      let total = 0;
      for (let w = 0; w < mask.length; w++) {
        let v = mask[w]! & bits[w]!;
        if (v === 0) continue;
        // popcount32, inlined: this loop is the hot one of a dense query.
        v -= (v >>> 1) & 0x55555555;
        v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
        total += Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
      }
      counts[this.counterOfRow[row]!] = total;
    }
  }

  /**
   * Non-zero counts as [code, count] pairs by code, from `counts[counter]`; when `complement`,
   * those counted the slots outside the set, so each is taken from the value's live total.
   */
  pairs(counts: Int32Array, complement: boolean): [number, number][] {
    const pairs: [number, number][] = [];
    for (const row of this.rowsInCodeOrder()) {
      const counter = this.counterOfRow[row]!;
      const count = complement ? this.store.totals[counter]! - counts[counter]! : counts[counter]!;
      if (count > 0) pairs.push([this.codeOfRow[row]!, count]);
    }
    return pairs;
  }

  /** The rows by ascending code, kept until a value is added. */
  private rowsInCodeOrder(): number[] {
    if (this.byCode.length !== this.rows.length) {
      this.byCode = this.codeOfRow
        .map((_, row) => row)
        .sort((a, b) => this.codeOfRow[a]! - this.codeOfRow[b]!);
    }
    return this.byCode;
  }

  private rowFor(code: number): number {
    let row = this.rowOfCode.get(code);
    if (row === undefined) {
      row = this.rows.length;
      this.rowOfCode.set(code, row);
      this.codeOfRow.push(code);
      const counter = this.store.newCounter();
      this.counterOfRow.push(counter);
      this.rowOfCounter.set(counter, row);
      this.rows.push(newBitset(this.words));
    }
    return row;
  }
}

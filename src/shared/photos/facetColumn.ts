import { type Bitset, clearBit, countAnd, grown, newBitset, orInto, setBit } from './bitset';

/**
 * One facet of the index: a bitset per value ("row") and, per slot, the rows it belongs to. The
 * bitsets answer dense questions in word-sized steps; the per-slot rows answer sparse ones by
 * visiting only the matching records. `count` picks whichever touches less memory.
 */
export class FacetColumn {
  private readonly rowOfCode = new Map<number, number>();
  private readonly codeOfRow: number[] = [];
  private rows: Bitset[] = [];
  /** Single-valued facets: the slot's row, or -1. */
  private rowOfSlot: Int32Array;
  /** Multi-valued facets: the slot's rows. */
  private rowsOfSlot: (readonly number[])[] = [];

  constructor(
    readonly multiValued: boolean,
    private words: number,
  ) {
    this.rowOfSlot = new Int32Array(words * 32).fill(-1);
  }

  /** Makes room for `words * 32` slots. */
  grow(words: number): void {
    this.words = words;
    this.rows = this.rows.map((row) => grown(row, words));
    const next = new Int32Array(words * 32).fill(-1);
    next.set(this.rowOfSlot.subarray(0, Math.min(this.rowOfSlot.length, next.length)));
    this.rowOfSlot = next;
  }

  add(slot: number, codes: readonly number[]): void {
    if (this.multiValued) {
      const rows = [...new Set(codes)].map((code) => this.rowFor(code));
      for (const row of rows) setBit(this.rows[row]!, slot);
      this.rowsOfSlot[slot] = rows;
      return;
    }
    const code = codes[0];
    if (code === undefined) return;
    const row = this.rowFor(code);
    setBit(this.rows[row]!, slot);
    this.rowOfSlot[slot] = row;
  }

  remove(slot: number): void {
    if (this.multiValued) {
      for (const row of this.rowsOfSlot[slot] ?? []) clearBit(this.rows[row]!, slot);
      this.rowsOfSlot[slot] = [];
      return;
    }
    const row = this.rowOfSlot[slot]!;
    if (row >= 0) clearBit(this.rows[row]!, slot);
    this.rowOfSlot[slot] = -1;
  }

  /** Overwrites `target` with the slots having any of `codes`. */
  selectInto(target: Bitset, codes: readonly number[]): void {
    target.fill(0);
    for (const code of codes) {
      const row = this.rowOfCode.get(code);
      if (row !== undefined) orInto(target, this.rows[row]!);
    }
  }

  /**
   * Non-zero counts of each code among the slots in `mask`, as [code, count] pairs by code.
   * `maskSize` is the number of bits set in `mask`, which decides the strategy.
   */
  count(mask: Bitset, maskSize: number): [number, number][] {
    const counts = new Int32Array(this.rows.length);
    // Visiting a set bit costs a few word operations; a row costs one per word.
    if (maskSize * 4 < this.rows.length * this.words) this.countByVisiting(mask, counts);
    else
      for (let row = 0; row < this.rows.length; row++)
        counts[row] = countAnd(mask, this.rows[row]!);
    const pairs: [number, number][] = [];
    for (let row = 0; row < counts.length; row++) {
      if (counts[row]! > 0) pairs.push([this.codeOfRow[row]!, counts[row]!]);
    }
    return pairs.sort((a, b) => a[0] - b[0]);
  }

  private countByVisiting(mask: Bitset, counts: Int32Array): void {
    for (let w = 0; w < mask.length; w++) {
      let word = mask[w]!;
      while (word !== 0) {
        const lowest = word & -word;
        const slot = (w << 5) + 31 - Math.clz32(lowest);
        word ^= lowest;
        if (this.multiValued) {
          for (const row of this.rowsOfSlot[slot]!) counts[row]!++;
        } else {
          const row = this.rowOfSlot[slot]!;
          if (row >= 0) counts[row]!++;
        }
      }
    }
  }

  private rowFor(code: number): number {
    let row = this.rowOfCode.get(code);
    if (row === undefined) {
      row = this.rows.length;
      this.rowOfCode.set(code, row);
      this.codeOfRow.push(code);
      this.rows.push(newBitset(this.words));
    }
    return row;
  }
}

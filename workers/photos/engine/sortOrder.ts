/** Records sorted or merged between two pauses of `sortAll`. */
const STEP = 8192;

/**
 * The live slots in ascending (key, id) order, kept in an Int32Array so a page is read by walking
 * it forwards (ascending sorts) or backwards (descending). Ties on the key fall to the photo id so
 * every order is total and the same in every run.
 */
export class SortOrder {
  private keys: Float64Array;
  private ids: Float64Array;
  private order: Int32Array;
  private length = 0;
  /** Position of each slot in `order`, rebuilt on demand after a change. */
  private rankOfSlot: Int32Array | undefined;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.ids = new Float64Array(capacity);
    this.order = new Int32Array(capacity);
  }

  get size(): number {
    return this.length;
  }

  grow(capacity: number): void {
    const keys = new Float64Array(capacity);
    keys.set(this.keys);
    const ids = new Float64Array(capacity);
    ids.set(this.ids);
    const order = new Int32Array(capacity);
    order.set(this.order);
    this.keys = keys;
    this.ids = ids;
    this.order = order;
    this.rankOfSlot = undefined;
  }

  /** Records a slot's key without placing it; `sortAll` or `insert` places it. */
  setKey(slot: number, key: number, id: number): void {
    this.keys[slot] = key;
    this.ids[slot] = id;
  }

  /** Places an already keyed slot at its position (a binary search and one block move). */
  insert(slot: number): void {
    const at = this.positionOf(slot);
    this.order.copyWithin(at + 1, at, this.length);
    this.order[at] = slot;
    this.length++;
    this.rankOfSlot = undefined;
  }

  /** Takes a placed slot out; call before its key changes. */
  remove(slot: number): void {
    const at = this.positionOf(slot);
    if (this.order[at] !== slot) throw new Error(`slot ${slot} is not in this order`);
    this.order.copyWithin(at, at + 1, this.length);
    this.length--;
    this.rankOfSlot = undefined;
  }

  /**
   * Replaces the order with `slots`, sorted. A bottom-up merge sort, written as steps so a long
   * sort can pause between them; yields the fraction done after about every `STEP` records, even
   * inside one long merge (the last pass merges two halves of everything).
   */
  *sortAll(slots: ArrayLike<number>): Generator<number, void> {
    const n = slots.length;
    let from = new Int32Array(n);
    for (let i = 0; i < n; i++) from[i] = slots[i]!;
    let to = new Int32Array(n);
    const RUN = 32;
    const passes = Math.max(1, Math.ceil(Math.log2(n / RUN)));
    for (let start = 0; start < n; start += RUN) {
      this.insertionSort(from, start, Math.min(start + RUN, n));
      if ((start & (STEP - 1)) === 0) yield start / n / 2;
    }
    let pass = 0;
    let budget = STEP;
    for (let width = RUN; width < n; width *= 2, pass++) {
      for (let start = 0; start < n; start += 2 * width) {
        const mid = Math.min(start + width, n);
        const end = Math.min(start + 2 * width, n);
        let i = start;
        let j = mid;
        let k = start;
        while (k < end) {
          const stop = Math.min(end, k + budget);
          budget -= stop - k;
          while (k < stop) {
            to[k++] =
              i < mid && (j >= end || !this.before(from[j]!, from[i]!)) ? from[i++]! : from[j++]!;
          }
          if (budget === 0) {
            budget = STEP;
            yield 0.5 + ((pass + k / n) / passes) * 0.5;
          }
        }
      }
      [from, to] = [to, from];
    }
    if (this.order.length < n) this.grow(n);
    this.order.set(from);
    this.length = n;
    this.rankOfSlot = undefined;
  }

  /** The slot at a position, counting from the start (ascending) or the end (descending). */
  at(position: number, descending: boolean): number {
    return this.order[descending ? this.length - 1 - position : position]!;
  }

  /** Sorts slots into this order's sequence; cheap when there are few of them. */
  sortSlots(slots: Int32Array, descending: boolean): Int32Array {
    const rank = this.ranks();
    return slots.sort(descending ? (a, b) => rank[b]! - rank[a]! : (a, b) => rank[a]! - rank[b]!);
  }

  private ranks(): Int32Array {
    if (this.rankOfSlot) return this.rankOfSlot;
    // Rebuilt in full after any change: one pass, far cheaper than keeping it right per move.
    const rank = new Int32Array(this.keys.length);
    for (let i = 0; i < this.length; i++) rank[this.order[i]!] = i;
    this.rankOfSlot = rank;
    return rank;
  }

  private before(a: number, b: number): boolean {
    const ka = this.keys[a]!;
    const kb = this.keys[b]!;
    return ka < kb || (ka === kb && this.ids[a]! < this.ids[b]!);
  }

  /** First position whose slot does not sort before `slot`. */
  private positionOf(slot: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.before(this.order[mid]!, slot)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private insertionSort(a: Int32Array, start: number, end: number): void {
    for (let i = start + 1; i < end; i++) {
      const slot = a[i]!;
      let j = i - 1;
      while (j >= start && this.before(slot, a[j]!)) {
        a[j + 1] = a[j]!;
        j--;
      }
      a[j + 1] = slot;
    }
  }
}

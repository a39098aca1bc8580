import { type Bitset, newBitset, setBit } from '../../../src/shared/photos/bitset';

const SEPARATOR = '\u0000';
/** Answers kept for repeated searches; each is one bitset over the slots. */
const CACHED_ANSWERS = 8;

/** The form names and searches are compared in; the separator cannot occur inside a name. */
export function searchableText(text: string): string {
  return text.toLowerCase().replaceAll(SEPARATOR, '');
}

/**
 * Case-insensitive substring search over photo names. The names are joined into one lower-case
 * string so a search is a few native `indexOf` calls over contiguous memory rather than one call
 * per photo; the joined text is rebuilt lazily after changes, and the last few answers are cached
 * because typing asks the same questions again with every other filter change.
 */
export class NameSearch {
  private text = '';
  /** Start offset of each entry in `text`, ascending, and the slot it belongs to. */
  private starts = new Int32Array(0);
  private slots = new Int32Array(0);
  private stale = true;
  /** Recent answers, least recently used first. */
  private cached = new Map<string, Bitset>();

  invalidate(): void {
    this.stale = true;
    this.cached.clear();
  }

  /** The slots whose name contains `needle`, as a bitset of `words` words. */
  find(
    needle: string,
    words: number,
    entries: () => Iterable<[slot: number, name: string]>,
  ): Bitset {
    const lower = searchableText(needle);
    const cached = this.cached.get(lower);
    if (cached?.length === words) {
      this.cached.delete(lower);
      this.cached.set(lower, cached);
      return cached;
    }
    if (this.stale) this.rebuild(entries());
    const bits = newBitset(words);
    let from = 0;
    let entry = 0;
    for (;;) {
      const at = this.text.indexOf(lower, from);
      if (at < 0) break;
      entry = this.entryAt(at, entry);
      setBit(bits, this.slots[entry]!);
      // Skip the rest of this name: one hit is enough.
      from = entry + 1 < this.starts.length ? this.starts[entry + 1]! : this.text.length;
    }
    this.cached.set(lower, bits);
    if (this.cached.size > CACHED_ANSWERS) this.cached.delete(this.cached.keys().next().value!);
    return bits;
  }

  private rebuild(entries: Iterable<[number, string]>): void {
    const parts: string[] = [];
    const starts: number[] = [];
    const slots: number[] = [];
    let offset = 0;
    for (const [slot, name] of entries) {
      const lower = searchableText(name);
      starts.push(offset);
      slots.push(slot);
      parts.push(lower);
      offset += lower.length + 1;
    }
    this.text = parts.join(SEPARATOR);
    this.starts = Int32Array.from(starts);
    this.slots = Int32Array.from(slots);
    this.stale = false;
  }

  /**
   * The entry whose text contains offset `at`, at or after entry `from`. Hits come in order, so a
   * gallop from the last one finds the next in a few steps when they are close together.
   */
  private entryAt(at: number, from: number): number {
    const last = this.starts.length - 1;
    let low = from;
    let step = 1;
    while (low + step <= last && this.starts[low + step]! <= at) {
      low += step;
      step *= 2;
    }
    let high = Math.min(low + step, last);
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (this.starts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}

import { type Bitset, newBitset, setBit } from './bitset';

const SEPARATOR = '\u0000';

/** The form names and searches are compared in; the separator cannot occur inside a name. */
export function searchableText(text: string): string {
  return text.toLowerCase().replaceAll(SEPARATOR, '');
}

/**
 * Case-insensitive substring search over photo names. The names are joined into one lower-case
 * string so a search is a few native `indexOf` calls over contiguous memory rather than one call
 * per photo; the joined text is rebuilt lazily after changes, and the last answer is cached
 * because typing asks the same question again with every other filter change.
 */
export class NameSearch {
  private text = '';
  /** Start offset of each entry in `text`, ascending, and the slot it belongs to. */
  private starts = new Int32Array(0);
  private slots = new Int32Array(0);
  private stale = true;
  private cached: { needle: string; bits: Bitset } | undefined;

  invalidate(): void {
    this.stale = true;
    this.cached = undefined;
  }

  /** The slots whose name contains `needle`, as a bitset of `words` words. */
  find(
    needle: string,
    words: number,
    entries: () => Iterable<[slot: number, name: string]>,
  ): Bitset {
    const lower = searchableText(needle);
    if (this.cached?.needle === lower && this.cached.bits.length === words) return this.cached.bits;
    if (this.stale) this.rebuild(entries());
    const bits = newBitset(words);
    let from = 0;
    for (;;) {
      const at = this.text.indexOf(lower, from);
      if (at < 0) break;
      const entry = this.entryAt(at);
      setBit(bits, this.slots[entry]!);
      // Skip the rest of this name: one hit is enough.
      from = entry + 1 < this.starts.length ? this.starts[entry + 1]! : this.text.length;
    }
    this.cached = { needle: lower, bits };
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

  /** The entry whose text contains offset `at`. */
  private entryAt(at: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (this.starts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}

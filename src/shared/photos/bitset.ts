/**
 * Fixed-width bitsets over record slots, as Uint32Array words. The photo index keeps one per facet
 * value; a query is a handful of word-wise ANDs and population counts, which stay in cache and
 * avoid allocating per record.
 */
export type Bitset = Uint32Array;

export function wordsFor(bits: number): number {
  return (bits + 31) >>> 5;
}

export function newBitset(words: number): Bitset {
  return new Uint32Array(words);
}

/** A copy with room for `words` words; the index grows its bitsets when its slots do. */
export function grown(bits: Bitset, words: number): Bitset {
  const next = new Uint32Array(words);
  next.set(bits.subarray(0, Math.min(bits.length, words)));
  return next;
}

export function setBit(bits: Bitset, i: number): void {
  bits[i >>> 5]! |= 1 << (i & 31);
}

export function clearBit(bits: Bitset, i: number): void {
  bits[i >>> 5]! &= ~(1 << (i & 31));
}

/** Bits set in one 32-bit word (SWAR; no table lookups, so it stays branch-free). */
export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export function countBits(bits: Bitset): number {
  let total = 0;
  for (let w = 0; w < bits.length; w++) {
    const word = bits[w]!;
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! &= other[w]!;
}

export function andNotInto(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! &= ~other[w]!;
}

export function orInto(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! |= other[w]!;
}

/** Calls `visit` with every set bit's index, in ascending order; stops when it returns false. */
export function forEachBit(bits: Bitset, visit: (i: number) => boolean | undefined): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const lowest = word & -word;
      if (visit((w << 5) + 31 - Math.clz32(lowest)) === false) return;
      word ^= lowest;
    }
  }
}

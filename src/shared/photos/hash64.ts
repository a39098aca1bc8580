import { popcount32 } from './bitset';

/**
 * 64-bit hashes as two unsigned 32-bit halves: JavaScript numbers hold only 53 bits exactly and
 * BigInt arithmetic is far too slow for the millions of comparisons a duplicate search makes.
 */
export interface Hashes64 {
  hi: Uint32Array;
  lo: Uint32Array;
}

const HEX64 = /^[0-9a-f]{16}$/;

export function hashesFromHex(hexes: readonly string[]): Hashes64 {
  const hi = new Uint32Array(hexes.length);
  const lo = new Uint32Array(hexes.length);
  hexes.forEach((hex, i) => {
    if (!HEX64.test(hex)) throw new Error(`not a 64-bit hex hash: ${hex}`);
    hi[i] = Number.parseInt(hex.slice(0, 8), 16);
    lo[i] = Number.parseInt(hex.slice(8), 16);
  });
  return { hi, lo };
}

export function hexOf64(hi: number, lo: number): string {
  return (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}

/** Differing bits between hashes `a` and `b`. */
export function hammingAt(hashes: Hashes64, a: number, b: number): number {
  return popcount32(hashes.hi[a]! ^ hashes.hi[b]!) + popcount32(hashes.lo[a]! ^ hashes.lo[b]!);
}

export function hammingHex(a: string, b: string): number {
  return hammingAt(hashesFromHex([a, b]), 0, 1);
}

/** Bits [start, start + width) of a hash, bit 0 being the lowest bit of `lo`; width ≤ 31. */
export function bitsOf(hi: number, lo: number, start: number, width: number): number {
  let value: number;
  if (start >= 32) value = hi >>> (start - 32);
  else if (start + width <= 32) value = lo >>> start;
  else value = (lo >>> start) | (hi << (32 - start));
  return value & ((1 << width) - 1);
}

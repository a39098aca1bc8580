/**
 * Synthetic 64-bit hashes and crop signatures in the hundreds of thousands for the near-duplicate
 * search timings (tests/bench/nearDuplicates.ts): shaped like the rendered pictures' hashes (bit
 * rates, window distances, thumbnails), with planted copies whose finding the bench counts.
 */
import { popcount32 } from '../../../src/shared/photos/bitset';
import { type CropSignature, WEAK_BITS, WINDOWS } from '../../../src/shared/photos/cropSignature';
import type { Hashes64 } from '../../../src/shared/photos/hash64';
import { seededRandom } from '../../../src/shared/photos/testing/generatePhotos';
import type { Rendered } from './nearDuplicateSet';

export type HashSetKind = 'uniform' | 'planted' | 'balanced' | 'biased';

export const SET_NAMES: Record<HashSetKind, string> = {
  uniform: 'uniform random',
  planted: '95 % uniform + 5 % copies of them within k bits',
  balanced: 'random with exactly 32 bits set, like every shipped hash',
  biased: "each bit set as often as in the rendered set's hashes, independently",
};

/**
 * `count` hashes of a kind. Real hashes are not uniform: the shipped one always has 32 bits set,
 * and some bits are set more often than others, both of which crowd some buckets.
 */
export function hashSet(kind: HashSetKind, count: number, k: number, bitRates: number[]): Hashes64 {
  const random = seededRandom(count + kind.length);
  const hi = new Uint32Array(count);
  const lo = new Uint32Array(count);
  const setBit = (i: number, bit: number) => {
    if (bit < 32) lo[i] = (lo[i]! ^ (1 << bit)) >>> 0;
    else hi[i] = (hi[i]! ^ (1 << (bit - 32))) >>> 0;
  };
  const base = kind === 'planted' ? Math.floor(count * 0.95) : count;
  for (let i = 0; i < base; i++) {
    if (kind === 'balanced') {
      const bits = Array.from({ length: 64 }, (_, bit) => bit);
      for (let b = 0; b < 32; b++) {
        const pick = b + Math.floor(random() * (64 - b));
        [bits[b], bits[pick]] = [bits[pick]!, bits[b]!];
        setBit(i, bits[b]!);
      }
    } else if (kind === 'biased') {
      for (let bit = 0; bit < 64; bit++) if (random() < bitRates[bit]!) setBit(i, bit);
    } else {
      hi[i] = Math.floor(random() * 2 ** 32) >>> 0;
      lo[i] = Math.floor(random() * 2 ** 32) >>> 0;
    }
  }
  for (let i = base; i < count; i++) {
    const from = Math.floor(random() * base);
    hi[i] = hi[from]!;
    lo[i] = lo[from]!;
    const flips = Math.floor(random() * (k + 1));
    for (let f = 0; f < flips; f++) setBit(i, Math.floor(random() * 64));
  }
  return { hi, lo };
}

/** How often each bit is set among `hashes`. */
export function bitRatesOf(hashes: Hashes64): number[] {
  const n = hashes.hi.length;
  return Array.from({ length: 64 }, (_, bit) => {
    let set = 0;
    for (let i = 0; i < n; i++) {
      const word = bit < 32 ? hashes.lo[i]! : hashes.hi[i]!;
      set += (word >>> (bit % 32)) & 1;
    }
    return set / n;
  });
}

/**
 * `count` signatures shaped like the rendered set's: whole-hash bits set as often as there, each
 * window hash its whole hash with as many bits flipped as the rendered windows differ from
 * theirs; 5 % of them copies (a window of another photo, 0–4 bits flipped, half of those among
 * its weak bits, with the thumbnail of the photo copied, so verifying them does the work a real copy
 * asks). Thumbnails are the rendered pictures'. Answers them with the planted pairs.
 */
export function signatureSet(
  count: number,
  set: Rendered,
): { signatures: CropSignature[]; planted: [number, number][] } {
  const random = seededRandom(count);
  const bitRates = bitRatesOf(set.shipped);
  const windowFlips: number[] = [];
  for (const signature of set.signatures) {
    for (let w = 0; w < WINDOWS.length; w++) {
      windowFlips.push(
        popcount32(signature.hi ^ signature.windows[2 * w]!) +
          popcount32(signature.lo ^ signature.windows[2 * w + 1]!),
      );
    }
  }
  const flip = (hash: [number, number], bit: number) => {
    if (bit < 32) hash[1] = (hash[1] ^ (1 << bit)) >>> 0;
    else hash[0] = (hash[0] ^ (1 << (bit - 32))) >>> 0;
  };
  const randomBits = (k: number) =>
    Array.from({ length: 64 }, (_, b) => b)
      .sort(() => random() - 0.5)
      .slice(0, k);
  const signatures: CropSignature[] = [];
  const planted: [number, number][] = [];
  const originals = Math.floor(count * 0.95);
  for (let i = 0; i < count; i++) {
    const whole: [number, number] = [0, 0];
    for (let bit = 0; bit < 64; bit++) if (random() < bitRates[bit]!) flip(whole, bit);
    const windows = new Uint32Array(WINDOWS.length * 2);
    for (let w = 0; w < WINDOWS.length; w++) {
      const hash: [number, number] = [whole[0], whole[1]];
      for (const bit of randomBits(windowFlips[Math.floor(random() * windowFlips.length)]!)) {
        flip(hash, bit);
      }
      windows[2 * w] = hash[0];
      windows[2 * w + 1] = hash[1];
    }
    let weak = randomBits(WEAK_BITS);
    let thumb = set.signatures[Math.floor(random() * set.signatures.length)]!.thumb;
    if (i >= originals) {
      const from = Math.floor(random() * originals);
      const w = Math.floor(random() * WINDOWS.length);
      whole[0] = signatures[from]!.windows[2 * w]!;
      whole[1] = signatures[from]!.windows[2 * w + 1]!;
      const flipped = randomBits(Math.floor(random() * 5));
      for (const bit of flipped) flip(whole, bit);
      const listed = flipped.filter(() => random() < 0.5);
      weak = [...listed, ...weak.filter((b) => !listed.includes(b))].slice(0, WEAK_BITS);
      thumb = signatures[from]!.thumb;
      planted.push([from, i]);
    }
    signatures.push({ hi: whole[0], lo: whole[1], weak: Uint8Array.from(weak), windows, thumb });
  }
  return { signatures, planted };
}

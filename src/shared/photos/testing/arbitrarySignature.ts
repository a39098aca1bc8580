import fc from 'fast-check';
import { type CropSignature, THUMB_SIZE, WEAK_BITS, WINDOWS } from '../cropSignature';

const word = fc.integer({ min: 0, max: 2 ** 32 - 1 });

/** Any well-formed crop signature: random hashes, WEAK_BITS distinct weak bits, any thumbnail. */
export const arbitrarySignature: fc.Arbitrary<CropSignature> = fc
  .record({
    hi: word,
    lo: word,
    weak: fc.uniqueArray(fc.nat(63), { minLength: WEAK_BITS, maxLength: WEAK_BITS }),
    windows: fc.array(word, { minLength: WINDOWS.length * 2, maxLength: WINDOWS.length * 2 }),
    thumb: fc.uint8Array({ minLength: THUMB_SIZE ** 2, maxLength: THUMB_SIZE ** 2 }),
  })
  .map((s) => ({ ...s, weak: Uint8Array.from(s.weak), windows: Uint32Array.from(s.windows) }));

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CROP_MATCH_THRESHOLD, cropDistance } from './cropPairs';
import {
  cropSignature,
  decodeSignature,
  ENCODED_SIGNATURE_LENGTH,
  encodeSignature,
  SIGNATURE_BYTES,
  signatureBytes,
  signatureFromBytes,
  WEAK_BITS,
  WINDOWS,
} from './cropSignature';
import { HASH_INPUT_SIZE, perceptualHash } from './perceptualHash';
import { arbitrarySignature } from './testing/arbitrarySignature';
import { hashInputOf, blobScene as scene } from './testing/blobScenes';

const signatureOf = (gray: Uint8Array) => cropSignature(gray, HASH_INPUT_SIZE, HASH_INPUT_SIZE);

describe('cropSignature', () => {
  it('holds the whole picture’s perceptual hash, its 15 windows’ hashes and its weakest bits', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64 * 64, maxLength: 64 * 64 }), (gray) => {
        const signature = cropSignature(gray, 64, 64);
        const whole = perceptualHash(gray, 64, 64);
        expect(
          signature.hi.toString(16).padStart(8, '0') + signature.lo.toString(16).padStart(8, '0'),
        ).toBe(whole);
        expect(signature.windows).toHaveLength(2 * WINDOWS.length);
        expect(new Set(signature.weak).size).toBe(WEAK_BITS);
        expect(signature.weak.every((bit) => bit < 64)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('round-trips through bytes and base64 unchanged', () => {
    fc.assert(
      fc.property(arbitrarySignature, (signature) => {
        const bytes = signatureBytes(signature);
        expect(bytes).toHaveLength(SIGNATURE_BYTES);
        expect(signatureFromBytes(bytes)).toEqual(signature);
        const text = encodeSignature(signature);
        expect(text).toHaveLength(ENCODED_SIGNATURE_LENGTH);
        expect(decodeSignature(text)).toEqual(signature);
      }),
    );
  });

  it('refuses bytes of another length or version, or weak bits past 63', () => {
    const bytes = signatureBytes(fc.sample(arbitrarySignature, { numRuns: 1, seed: 3 })[0]!);
    expect(() => signatureFromBytes(bytes.slice(1))).toThrow(/crop signature/);
    expect(() => signatureFromBytes(Uint8Array.of(bytes[0]! + 1, ...bytes.slice(1)))).toThrow(
      /version/,
    );
    const bad = bytes.slice();
    bad[9] = 64;
    expect(() => signatureFromBytes(bad)).toThrow(/beyond 63/);
  });

  it('keeps copies cropped by up to 10 % a side, and brightened, within the threshold', () => {
    const crops = [
      { left: 0.1, right: 0, top: 0, bottom: 0 },
      { left: 0, right: 0.1, top: 0, bottom: 0.1 },
      { left: 0.1, right: 0.1, top: 0.1, bottom: 0.1 },
      { left: 0.03, right: 0.08, top: 0.06, bottom: 0 },
      { left: 0, right: 0, top: 0.05, bottom: 0.05 },
    ];
    for (const seed of [11, 12, 13]) {
      const picture = scene(seed);
      const original = signatureOf(hashInputOf(picture));
      for (const crop of crops) {
        for (const gain of [0.8, 1, 1.2]) {
          const copy = signatureOf(hashInputOf(picture, crop, gain));
          expect(
            cropDistance(original, copy),
            JSON.stringify({ seed, crop, gain }),
          ).toBeLessThanOrEqual(CROP_MATCH_THRESHOLD);
        }
      }
    }
  });

  it('keeps different scenes apart', () => {
    const signatures = [21, 22, 23, 24, 25, 26].map((seed) =>
      signatureOf(hashInputOf(scene(seed))),
    );
    for (let a = 0; a < signatures.length; a++) {
      for (let b = a + 1; b < signatures.length; b++) {
        expect(cropDistance(signatures[a]!, signatures[b]!)).toBeGreaterThan(CROP_MATCH_THRESHOLD);
      }
    }
  });
});

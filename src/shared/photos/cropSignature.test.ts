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
import { areaAverage, HASH_INPUT_SIZE, perceptualHash } from './perceptualHash';
import { arbitrarySignature } from './testing/arbitrarySignature';
import { seededRandom } from './testing/generatePhotos';

/**
 * A photo-like scene at 400×300: a gradient with soft bright and dark blobs of several sizes.
 * Returned whole, so a test can cut crops from it before scaling to the hash input.
 */
function scene(seed: number): { gray: Float64Array; width: number; height: number } {
  const width = 400;
  const height = 300;
  const random = seededRandom(seed);
  const blobs = Array.from({ length: 14 }, () => ({
    x: random() * width,
    y: random() * height,
    r: 15 + random() * 70,
    v: (random() - 0.5) * 220,
  }));
  const angle = random() * Math.PI * 2;
  const gray = new Float64Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let value = 128 + 70 * (Math.cos(angle) * (x / width - 0.5) + Math.sin(angle) * (y / height));
      for (const b of blobs) value += b.v * Math.exp(-((x - b.x) ** 2 + (y - b.y) ** 2) / b.r ** 2);
      gray[y * width + x] = value;
    }
  }
  return { gray, width, height };
}

/**
 * The hash input of the scene cut by fractions from each side, its brightness scaled by `gain`
 * around mid-grey: what a cropped, edited copy of it would be hashed from.
 */
function hashInputOf(
  picture: ReturnType<typeof scene>,
  crop: { left: number; right: number; top: number; bottom: number },
  gain = 1,
): Uint8Array {
  const x0 = Math.round(picture.width * crop.left);
  const y0 = Math.round(picture.height * crop.top);
  const w = picture.width - x0 - Math.round(picture.width * crop.right);
  const h = picture.height - y0 - Math.round(picture.height * crop.bottom);
  const cut = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = 128 + (picture.gray[(y0 + y) * picture.width + x0 + x]! - 128) * gain;
      cut[y * w + x] = Math.max(0, Math.min(255, Math.round(v)));
    }
  }
  const small = areaAverage(cut, w, h, HASH_INPUT_SIZE, HASH_INPUT_SIZE);
  return Uint8Array.from(small, (v) => Math.round(v));
}

const NO_CROP = { left: 0, right: 0, top: 0, bottom: 0 };
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
    expect(() => signatureFromBytes(Uint8Array.of(2, ...bytes.slice(1)))).toThrow(/version/);
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
      const original = signatureOf(hashInputOf(picture, NO_CROP));
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
      signatureOf(hashInputOf(scene(seed), NO_CROP)),
    );
    for (let a = 0; a < signatures.length; a++) {
      for (let b = a + 1; b < signatures.length; b++) {
        expect(cropDistance(signatures[a]!, signatures[b]!)).toBeGreaterThan(CROP_MATCH_THRESHOLD);
      }
    }
  });
});

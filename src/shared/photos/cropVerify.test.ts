import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CROP_MATCH_THRESHOLD, cropDistance, findCropPairs, signatureTable } from './cropPairs';
import { type CropSignature, cropSignature } from './cropSignature';
import {
  cropCorrelation,
  cropVerifies,
  findNearCopies,
  sameCropPicture,
  VERIFY_MIN_CORRELATION,
  verifiedCropPairs,
} from './cropVerify';
import { HASH_INPUT_SIZE } from './perceptualHash';
import { runToEnd } from './slices';
import { arbitrarySignature } from './testing/arbitrarySignature';
import { blobScene, type Crop, hashInputOf } from './testing/blobScenes';

const signatureOf = (gray: Uint8Array) => cropSignature(gray, HASH_INPUT_SIZE, HASH_INPUT_SIZE);

const CROPS: Crop[] = [
  { left: 0.1, right: 0, top: 0, bottom: 0 },
  { left: 0, right: 0.1, top: 0, bottom: 0.1 },
  { left: 0.1, right: 0.1, top: 0.1, bottom: 0.1 },
  { left: 0.03, right: 0.08, top: 0.06, bottom: 0 },
  { left: 0, right: 0, top: 0.05, bottom: 0.05 },
];

describe('cropVerifies', () => {
  it('accepts crops of up to 10 % a side, brightened or darkened by 20 %, either way round', () => {
    for (const seed of [11, 12, 14, 15]) {
      const picture = blobScene(seed);
      const original = signatureOf(hashInputOf(picture));
      for (const crop of CROPS) {
        for (const gain of [0.8, 1.2]) {
          const copy = signatureOf(hashInputOf(picture, crop, gain));
          const what = JSON.stringify({ seed, crop, gain });
          expect(cropVerifies(original, copy), what).toBe(true);
          expect(cropVerifies(copy, original), what).toBe(true);
          expect(sameCropPicture(original, copy), what).toBe(true);
        }
      }
    }
  }, 30_000);

  it('turns away another photo of the same place: the same light and largest shapes, the rest moved', () => {
    for (const family of [11, 12, 14, 15, 16]) {
      const original = signatureOf(hashInputOf(blobScene(family)));
      for (const seed of [101, 102, 103]) {
        const lookAlike = signatureOf(hashInputOf(blobScene(family * 1000 + seed, family)));
        const what = JSON.stringify({ family, seed });
        expect(cropCorrelation(original, lookAlike), what).toBeLessThan(VERIFY_MIN_CORRELATION);
        expect(cropVerifies(original, lookAlike), what).toBe(false);
      }
    }
  }, 30_000);

  it('turns away a different scene even when its hashes are made to match', () => {
    const a = signatureOf(hashInputOf(blobScene(21)));
    const b = signatureOf(hashInputOf(blobScene(22)));
    // b's hashes replaced by a's: the search would pair them; the thumbnails tell them apart.
    const forged: CropSignature = { ...a, thumb: b.thumb };
    expect(cropDistance(a, forged)).toBe(0);
    expect(cropVerifies(a, forged)).toBe(false);
    expect(sameCropPicture(a, forged)).toBe(false);
  });

  it('counts two flat pictures as the same, and a flat one and a picture as different', () => {
    const flat = (value: number) => signatureOf(new Uint8Array(HASH_INPUT_SIZE ** 2).fill(value));
    const picture = signatureOf(hashInputOf(blobScene(11)));
    expect(cropVerifies(flat(40), flat(200))).toBe(true);
    expect(cropVerifies(flat(40), { ...picture, hi: flat(40).hi, lo: flat(40).lo })).toBe(false);
  });

  it('gives a correlation between -1 and 1 for any thumbnails, the same either way round', () => {
    fc.assert(
      fc.property(arbitrarySignature, arbitrarySignature, (a, b) => {
        const r = cropCorrelation(a, b);
        expect(r).toBeGreaterThanOrEqual(-1 - 1e-9);
        expect(r).toBeLessThanOrEqual(1 + 1e-9);
        expect(cropCorrelation(b, a)).toBeCloseTo(r, 9);
      }),
      { numRuns: 50 },
    );
  });
});

describe('findNearCopies', () => {
  it('is the search’s candidates that verify, each of them a pair sameCropPicture accepts', () => {
    const pictures = [11, 12, 14].map((seed) => blobScene(seed));
    const signatures = pictures.flatMap((picture, p) => [
      signatureOf(hashInputOf(picture)),
      ...CROPS.slice(0, 3).map((crop) => signatureOf(hashInputOf(picture, crop, 1.1))),
      signatureOf(hashInputOf(blobScene(500 + p, [11, 12, 14][p]))),
    ]);
    const candidates = runToEnd(findCropPairs(signatureTable(signatures), CROP_MATCH_THRESHOLD));
    const expected = runToEnd(verifiedCropPairs(candidates, signatures));
    const found = runToEnd(findNearCopies(signatures));
    expect(found).toEqual(expected);
    for (let p = 0; p < found.a.length; p++) {
      expect(sameCropPicture(signatures[found.a[p]!]!, signatures[found.b[p]!]!)).toBe(true);
    }
    // Every copy pairs with its original (five signatures per scene, the look-alike last).
    const pairs = new Set(found.a.map((a, p) => `${a},${found.b[p]}`));
    for (let scene = 0; scene < 3; scene++) {
      for (let copy = 1; copy <= 3; copy++)
        expect(pairs).toContain(`${5 * scene},${5 * scene + copy}`);
      for (let other = 0; other < 4; other++) {
        expect(pairs).not.toContain(`${5 * scene + other},${5 * scene + 4}`);
      }
    }
  });
});

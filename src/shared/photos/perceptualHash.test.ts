import { describe, expect, it } from 'vitest';
import { NEAR_DUPLICATE_THRESHOLD } from './duplicates';
import { hammingHex } from './hash64';
import { areaAverage, dctHash, differenceHash } from './perceptualHash';
import { seededRandom } from './testing/generatePhotos';

/** A synthetic picture: a soft gradient with a few bright and dark discs, at any size. */
function picture(seed: number, width: number, height: number): Uint8Array {
  const random = seededRandom(seed);
  const discs = Array.from({ length: 5 }, () => ({
    x: random(),
    y: random(),
    r: 0.08 + random() * 0.2,
    v: random() * 255,
  }));
  const angle = random() * Math.PI * 2;
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const v = y / height;
      let value = 128 + 90 * (Math.cos(angle) * (u - 0.5) + Math.sin(angle) * (v - 0.5));
      for (const d of discs) if ((u - d.x) ** 2 + (v - d.y) ** 2 < d.r ** 2) value = d.v;
      gray[y * width + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  return gray;
}

describe('differenceHash', () => {
  it('keeps a resized and brightened copy within the threshold', () => {
    const original = differenceHash(picture(1, 200, 150), 200, 150);
    const smaller = differenceHash(picture(1, 90, 70), 90, 70);
    const brighter = picture(1, 200, 150).map((v) => Math.min(255, Math.round(v * 1.1)));
    expect(hammingHex(original, smaller)).toBeLessThanOrEqual(NEAR_DUPLICATE_THRESHOLD);
    expect(hammingHex(original, differenceHash(brighter, 200, 150))).toBeLessThanOrEqual(
      NEAR_DUPLICATE_THRESHOLD,
    );
  });

  it('puts different pictures far apart', () => {
    const hashes = [2, 3, 4, 5, 6].map((seed) => differenceHash(picture(seed, 120, 120), 120, 120));
    for (let a = 0; a < hashes.length; a++) {
      for (let b = a + 1; b < hashes.length; b++) {
        expect(hammingHex(hashes[a]!, hashes[b]!)).toBeGreaterThan(NEAR_DUPLICATE_THRESHOLD);
      }
    }
  });

  it('rejects a buffer smaller than its stated size', () => {
    expect(() => differenceHash(new Uint8Array(10), 4, 4)).toThrow();
  });
});

describe('dctHash', () => {
  it('keeps resized and brightened copies close and different pictures far apart', () => {
    const original = dctHash(picture(1, 200, 150), 200, 150);
    const brighter = picture(1, 200, 150).map((v) => Math.min(255, Math.round(v * 1.1)));
    expect(hammingHex(original, dctHash(picture(1, 90, 70), 90, 70))).toBeLessThanOrEqual(4);
    expect(hammingHex(original, dctHash(brighter, 200, 150))).toBeLessThanOrEqual(4);
    const hashes = [2, 3, 4, 5, 6].map((seed) => dctHash(picture(seed, 120, 120), 120, 120));
    for (let a = 0; a < hashes.length; a++) {
      for (let b = a + 1; b < hashes.length; b++) {
        const distance = hammingHex(hashes[a]!, hashes[b]!);
        expect(distance).toBeGreaterThan(12);
        // Half the bits are set in every hash, so distances are even.
        expect(distance % 2).toBe(0);
      }
    }
  });
});

describe('areaAverage', () => {
  it('keeps the mean brightness whatever the scale', () => {
    const gray = picture(9, 37, 23);
    const mean = gray.reduce((s, v) => s + v, 0) / gray.length;
    const cells = areaAverage(gray, 37, 23, 9, 8);
    expect(cells.reduce((s, v) => s + v, 0) / cells.length).toBeCloseTo(mean, 6);
  });
});

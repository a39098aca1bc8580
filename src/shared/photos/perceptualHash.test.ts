import { describe, expect, it } from 'vitest';
import { NEAR_DUPLICATE_THRESHOLD } from './duplicates';
import { hammingHex } from './hash64';
import { areaAverage, differenceHash, lumaOf, perceptualHash } from './perceptualHash';
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

describe('perceptualHash', () => {
  const bitsSet = (hex: string) => hammingHex(hex, '0000000000000000');

  it('keeps resized and brightened copies within the threshold', () => {
    const original = perceptualHash(picture(1, 200, 150), 200, 150);
    const brighter = picture(1, 200, 150).map((v) => Math.min(255, Math.round(v * 1.1)));
    expect(hammingHex(original, perceptualHash(picture(1, 90, 70), 90, 70))).toBeLessThanOrEqual(
      NEAR_DUPLICATE_THRESHOLD,
    );
    expect(hammingHex(original, perceptualHash(brighter, 200, 150))).toBeLessThanOrEqual(
      NEAR_DUPLICATE_THRESHOLD,
    );
  });

  it('keeps slightly cropped copies within the threshold', () => {
    // 2 % off each side; the benchmark measures 4 % crops of photo-like scenes, most within it.
    for (const seed of [1, 2, 3, 4, 5]) {
      const full = picture(seed, 250, 250);
      const cropped = new Uint8Array(240 * 240).map(
        (_, i) => full[(5 + Math.floor(i / 240)) * 250 + 5 + (i % 240)]!,
      );
      const distance = hammingHex(
        perceptualHash(full, 250, 250),
        perceptualHash(cropped, 240, 240),
      );
      expect(distance).toBeLessThanOrEqual(NEAR_DUPLICATE_THRESHOLD);
    }
  });

  it('puts different pictures far apart, with exactly half the bits set', () => {
    const hashes = [2, 3, 4, 5, 6, 7].map((seed) =>
      perceptualHash(picture(seed, 120, 120), 120, 120),
    );
    for (let a = 0; a < hashes.length; a++) {
      // A median split: 32 of the 64 coefficients lie above the median.
      expect(bitsSet(hashes[a]!)).toBe(32);
      for (let b = a + 1; b < hashes.length; b++) {
        expect(hammingHex(hashes[a]!, hashes[b]!)).toBeGreaterThan(NEAR_DUPLICATE_THRESHOLD);
      }
    }
  });

  it('rejects a buffer smaller than its stated size', () => {
    expect(() => perceptualHash(new Uint8Array(10), 4, 4)).toThrow(/needs 16 bytes/);
  });
});

describe('lumaOf', () => {
  it('weights red, green and blue as Rec. 601 and skips alpha', () => {
    const rgba = Uint8Array.from([255, 0, 0, 9, 0, 255, 0, 9, 0, 0, 255, 9, 200, 200, 200, 0]);
    expect([...lumaOf(rgba, 4)]).toEqual([76, 150, 29, 200]);
    expect([...lumaOf(Uint8Array.from([255, 0, 0, 0, 255, 0]), 3)]).toEqual([76, 150]);
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

import { areaAverage, HASH_INPUT_SIZE } from '../perceptualHash';
import { seededRandom } from './generatePhotos';

export interface BlobScene {
  gray: Float64Array;
  width: number;
  height: number;
}

interface Blob {
  x: number;
  y: number;
  r: number;
  v: number;
}

function blobsAndAngle(seed: number): { blobs: Blob[]; angle: number } {
  const width = 400;
  const height = 300;
  const random = seededRandom(seed);
  const blobs = Array.from({ length: 14 }, () => ({
    x: random() * width,
    y: random() * height,
    r: 15 + random() * 70,
    v: (random() - 0.5) * 220,
  }));
  return { blobs, angle: random() * Math.PI * 2 };
}

/**
 * A photo-like scene at 400×300: a gradient with soft bright and dark blobs of several sizes.
 * Returned whole, so a test can cut crops from it before scaling to the hash input. With
 * `family`, another photo of the place scene `family` shows: its gradient and its two largest
 * blobs, the other twelve from `seed` (a look-alike that is not a copy).
 */
export function blobScene(seed: number, family?: number): BlobScene {
  const width = 400;
  const height = 300;
  let { blobs, angle } = blobsAndAngle(seed);
  if (family !== undefined) {
    const base = blobsAndAngle(family);
    const largest = [...base.blobs].sort((a, b) => b.r - a.r).slice(0, 2);
    blobs = [...largest, ...blobs.slice(largest.length)];
    angle = base.angle;
  }
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

export interface Crop {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const NO_CROP: Crop = { left: 0, right: 0, top: 0, bottom: 0 };

/**
 * The hash input of the scene cut by fractions from each side, its brightness scaled by `gain`
 * around mid-grey: what a cropped, edited copy of it would be hashed from.
 */
export function hashInputOf(picture: BlobScene, crop: Crop = NO_CROP, gain = 1): Uint8Array {
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

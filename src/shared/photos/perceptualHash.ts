import { hexOf64 } from './hash64';

/**
 * A difference hash (dHash): shrink the picture to 9×8 grey cells by area averaging and set one bit
 * per horizontally adjacent pair, 1 where the brightness rises to the right. Resizing, re-encoding
 * and a uniform change of brightness keep those comparisons, so copies land a few bits apart while
 * unrelated pictures differ in about half of the 64 bits. Input: a greyscale bitmap, one byte per
 * pixel, row by row (the worker and the benchmark both downscale to about 64×64 first).
 */
export function differenceHash(gray: Uint8Array, width: number, height: number): string {
  if (width < 1 || height < 1 || gray.length < width * height) {
    throw new Error(`a ${width}×${height} bitmap needs ${width * height} bytes`);
  }
  const cells = areaAverage(gray, width, height, 9, 8);
  let hi = 0;
  let lo = 0;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const bit = y * 8 + x;
      if (cells[y * 9 + x]! < cells[y * 9 + x + 1]!) {
        if (bit < 32) lo |= 1 << bit;
        else hi |= 1 << (bit - 32);
      }
    }
  }
  return hexOf64(hi, lo);
}

/**
 * Resamples to `outWidth`×`outHeight` by averaging the source area under each output cell, with
 * fractional edges, so every source pixel counts once whatever the scale.
 */
export function areaAverage(
  gray: Uint8Array,
  width: number,
  height: number,
  outWidth: number,
  outHeight: number,
): Float64Array {
  // Rows first, then columns: the two passes of a separable box filter.
  const rows = new Float64Array(outWidth * height);
  for (let y = 0; y < height; y++) {
    resampleLine(
      (x) => gray[y * width + x]!,
      width,
      outWidth,
      (x, v) => {
        rows[y * outWidth + x] = v;
      },
    );
  }
  const out = new Float64Array(outWidth * outHeight);
  for (let x = 0; x < outWidth; x++) {
    resampleLine(
      (y) => rows[y * outWidth + x]!,
      height,
      outHeight,
      (y, v) => {
        out[y * outWidth + x] = v;
      },
    );
  }
  return out;
}

function resampleLine(
  read: (i: number) => number,
  length: number,
  outLength: number,
  write: (i: number, value: number) => void,
): void {
  const scale = length / outLength;
  for (let o = 0; o < outLength; o++) {
    const from = o * scale;
    const to = from + scale;
    let sum = 0;
    for (let i = Math.floor(from); i < Math.min(Math.ceil(to), length); i++) {
      const overlap = Math.min(i + 1, to) - Math.max(i, from);
      sum += read(i) * overlap;
    }
    write(o, sum / scale);
  }
}

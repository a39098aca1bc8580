import { hexOf64 } from './hash64';

/**
 * The hash the worker shipped before `perceptualHash`, kept as the benchmark's baseline: a
 * difference hash (dHash): shrink the picture to 9×8 grey cells by area averaging and set one bit
 * per horizontally adjacent pair, 1 where the brightness rises to the right. Resizing, re-encoding
 * and a uniform change of brightness keep those comparisons, so copies land a few bits apart while
 * unrelated pictures differ in about half of the 64 bits. Input: a greyscale bitmap, one byte per
 * pixel, row by row (downscaled to about 64×64 first).
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

/**
 * The side both hashers scale a picture to (stretched, aspect ignored) before hashing: the worker
 * while decoding a picked file, the server from the stored original. Equal input, equal hash.
 */
export const HASH_INPUT_SIZE = 64;

/** Rec. 601 luma of interleaved 8-bit pixels (RGB or RGBA: `channels` 3 or 4), one byte each. */
export function lumaOf(pixels: Uint8Array | Uint8ClampedArray, channels: 3 | 4): Uint8Array {
  const gray = new Uint8Array(Math.floor(pixels.length / channels));
  for (let i = 0; i < gray.length; i++) {
    const at = i * channels;
    gray[i] = Math.round(0.299 * pixels[at]! + 0.587 * pixels[at + 1]! + 0.114 * pixels[at + 2]!);
  }
  return gray;
}

const DCT_SIZE = 32;
const DCT_KEPT = 8;
/** cos((2x + 1)·u·π / 64) for the 8 lowest frequencies u, per sample x: the DCT's basis. */
const DCT_BASIS = (() => {
  const basis = new Float64Array(DCT_KEPT * DCT_SIZE);
  for (let u = 0; u < DCT_KEPT; u++) {
    for (let x = 0; x < DCT_SIZE; x++) {
      basis[u * DCT_SIZE + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * DCT_SIZE));
    }
  }
  return basis;
})();

/**
 * How strongly the picture is faded towards its edges before the DCT: cell weight
 * exp(−FADE · (2d)²), d the distance from the centre in picture widths (0.5 at a side's middle,
 * weight e^−FADE there). A slight crop or a strip of new content at the border then moves few
 * coefficients. Tuned on the benchmark's scenes 0–149 (tests/bench/nearDuplicates.ts measures
 * others) at 8 bits, precision / recall: no fade 0.994 / 0.87, 1: 0.996 / 0.95, 2: 0.991 / 0.975,
 * 3: 0.964 / 0.99 (different pictures start to match).
 */
const EDGE_FADE = 2;
const FADE_WEIGHTS = (() => {
  const weights = new Float64Array(DCT_SIZE * DCT_SIZE);
  for (let y = 0; y < DCT_SIZE; y++) {
    for (let x = 0; x < DCT_SIZE; x++) {
      const dx = (x + 0.5) / DCT_SIZE - 0.5;
      const dy = (y + 0.5) / DCT_SIZE - 0.5;
      weights[y * DCT_SIZE + x] = Math.exp(-EDGE_FADE * 4 * (dx * dx + dy * dy));
    }
  }
  return weights;
})();

/**
 * The perceptual hash both the worker and the server compute (64 bits, hex): shrink the picture
 * to 32×32 grey cells, subtract their mean, fade them towards the edges, take the 8×8 lowest
 * frequencies of the discrete cosine transform and set one bit per coefficient above their
 * median, so exactly 32 bits are set (distances are even). The low frequencies describe the
 * layout of light and dark: re-encoding, resizing and a change of brightness or contrast barely
 * move them, and the fade keeps a slight crop from moving them much. Input: a greyscale bitmap,
 * one byte per pixel, row by row, scaled to HASH_INPUT_SIZE square first.
 */
export function perceptualHash(gray: Uint8Array, width: number, height: number): string {
  const { hi, lo } = windowHash(gray, width, height, FULL_WINDOW);
  return hexOf64(hi, lo);
}

/** A part of the picture, as fractions of its width and height cut from each side. */
export interface Window {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const FULL_WINDOW: Window = { left: 0, right: 0, top: 0, bottom: 0 };

export interface WindowHash {
  hi: number;
  lo: number;
  /**
   * The bits (0–63) ordered from the least to the most certain: a bit whose coefficient lies
   * close to the median flips first when the picture is edited.
   */
  weakest: Uint8Array;
}

/**
 * perceptualHash of a window of the picture, the window stretched to the whole 32×32 grid: the
 * hash the picture would have if it had been cropped to that window.
 */
export function windowHash(
  gray: Uint8Array,
  width: number,
  height: number,
  window: Window,
): WindowHash {
  if (width < 1 || height < 1 || gray.length < width * height) {
    throw new Error(`a ${width}×${height} bitmap needs ${width * height} bytes`);
  }
  const cells = windowAverage(
    gray,
    width,
    height,
    window.left * width,
    window.top * height,
    (1 - window.right) * width,
    (1 - window.bottom) * height,
    DCT_SIZE,
  );
  let mean = 0;
  for (const v of cells) mean += v;
  mean /= cells.length;
  for (let i = 0; i < cells.length; i++) cells[i] = (cells[i]! - mean) * FADE_WEIGHTS[i]!;
  // Separable: rows first (32 rows × 8 frequencies), then columns.
  const rows = new Float64Array(DCT_SIZE * DCT_KEPT);
  for (let y = 0; y < DCT_SIZE; y++) {
    for (let u = 0; u < DCT_KEPT; u++) {
      let sum = 0;
      for (let x = 0; x < DCT_SIZE; x++)
        sum += cells[y * DCT_SIZE + x]! * DCT_BASIS[u * DCT_SIZE + x]!;
      rows[y * DCT_KEPT + u] = sum;
    }
  }
  const coefficients = new Float64Array(DCT_KEPT * DCT_KEPT);
  for (let v = 0; v < DCT_KEPT; v++) {
    for (let u = 0; u < DCT_KEPT; u++) {
      let sum = 0;
      for (let y = 0; y < DCT_SIZE; y++)
        sum += rows[y * DCT_KEPT + u]! * DCT_BASIS[v * DCT_SIZE + y]!;
      coefficients[v * DCT_KEPT + u] = sum;
    }
  }
  const median = medianOf(coefficients);
  let hi = 0;
  let lo = 0;
  for (let bit = 0; bit < 64; bit++) {
    if (coefficients[bit]! > median) {
      if (bit < 32) lo |= 1 << bit;
      else hi |= 1 << (bit - 32);
    }
  }
  const order = Array.from({ length: 64 }, (_, bit) => bit);
  const margin = (bit: number) => Math.abs(coefficients[bit]! - median);
  order.sort((a, b) => margin(a) - margin(b) || a - b);
  return { hi: hi >>> 0, lo: lo >>> 0, weakest: Uint8Array.from(order) };
}

/**
 * The mean of the source area under each cell of a `size`×`size` grid laid over the rectangle
 * [x0, x1) × [y0, y1) (pixels, fractional), with fractional edges as in areaAverage.
 */
function windowAverage(
  gray: Uint8Array,
  width: number,
  height: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  size: number,
): Float64Array {
  const columns = lineWeights(x0, x1, size, width);
  const lines = lineWeights(y0, y1, size, height);
  const rows = new Float64Array(size * height);
  for (let y = Math.floor(y0); y < Math.min(height, Math.ceil(y1)); y++) {
    for (let o = 0; o < size; o++) {
      const { first, weights } = columns[o]!;
      let sum = 0;
      for (let k = 0; k < weights.length; k++) sum += gray[y * width + first + k]! * weights[k]!;
      rows[y * size + o] = sum;
    }
  }
  const out = new Float64Array(size * size);
  for (let o = 0; o < size; o++) {
    const { first, weights } = lines[o]!;
    for (let x = 0; x < size; x++) {
      let sum = 0;
      for (let k = 0; k < weights.length; k++) sum += rows[(first + k) * size + x]! * weights[k]!;
      out[o * size + x] = sum;
    }
  }
  return out;
}

/** Per output cell, the first source pixel it covers and each covered pixel's share. */
function lineWeights(
  from: number,
  to: number,
  outLength: number,
  length: number,
): { first: number; weights: Float64Array }[] {
  const scale = (to - from) / outLength;
  return Array.from({ length: outLength }, (_, o) => {
    const start = from + o * scale;
    const end = start + scale;
    const first = Math.max(0, Math.floor(start));
    const last = Math.min(length, Math.ceil(end));
    const weights = new Float64Array(Math.max(0, last - first));
    for (let i = first; i < last; i++) {
      weights[i - first] = (Math.min(i + 1, end) - Math.max(i, start)) / scale;
    }
    return { first, weights };
  });
}

function medianOf(values: Float64Array): number {
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

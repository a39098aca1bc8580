import { areaAverage, FULL_WINDOW, type Window, windowHash } from './perceptualHash';

/**
 * A photo's crop signature: what finding near copies that survive crops needs, the same on the
 * server and in the photo worker. A copy cropped by up to 10 % from any sides shows a window of
 * the original stretched to the whole frame, so the signature holds, besides the whole picture's
 * perceptual hash, the hashes of WINDOWS of the picture: every combination of cutting 0 or 7 %
 * from each side (15 windows and the whole). Any crop within 10 % per side lies within 3.5 % per
 * side of one of them, which the edge-faded DCT hash tolerates; rescales, re-encodes and brightness or
 * contrast changes keep the hash as well. A copy's whole hash then lies within a few bits of one
 * of the original's window hashes (or of its whole hash). The signature also lists the whole
 * hash's least certain bits (coefficients nearest the median), which the pair search flips when
 * probing buckets: the bits an edit flips first. Last, a small grey thumbnail of the whole picture:
 * different pictures whose coarse hashes happen to match are told apart by it (cropVerify.ts).
 */
export interface CropSignature {
  /** The whole picture's perceptualHash, as 32-bit halves. */
  hi: number;
  lo: number;
  /** WEAK_BITS bit positions of the whole hash, least certain first. */
  weak: Uint8Array;
  /** WINDOWS.length window hashes, interleaved halves: hi of window w at 2w, lo at 2w + 1. */
  windows: Uint32Array;
  /** THUMB_SIZE² grey cells of the whole picture (area means, row by row): what cropVerify reads. */
  thumb: Uint8Array;
}

/**
 * How far in from each side the windows' edges lie. 0 and 7 % leave at most 3.5 % between a crop
 * of 0–10 % and the nearest window edge, and none at all for a side left uncropped, the commonest
 * case. On the tuning set 2.5 %/7.5 %, 0/5.5 %, 0/6.5 % and 0/7 % found about as many copies
 * (97.5–98.3 % of combined edits); on the unit test's scenes, crops at the 10 % limit landed up to
 * 14 bits away with 2.5 %/7.5 %, 10 with 0/6 % and 0/6.5 %, and 8 with 0/7 %.
 */
const WINDOW_INSETS = [0, 0.07] as const;

export const WINDOWS: readonly Window[] = WINDOW_INSETS.flatMap((left) =>
  WINDOW_INSETS.flatMap((right) =>
    WINDOW_INSETS.flatMap((top) => WINDOW_INSETS.map((bottom) => ({ left, right, top, bottom }))),
  ),
);

/**
 * Least certain bits kept per signature. Tuned on the tuning set (scenes 0–59, tests/bench): 0
 * weak bits found 91 % of combined edits, 4 found 95 %, 8 found 96.7 %, 12 found 97.5 % (as many
 * as an exhaustive search of all 33 hash pairs per photo pair finds at 8 bits), 16 no more
 * (measured with windows at 2.5 %/7.5 %).
 */
export const WEAK_BITS = 12;

/**
 * Side of the verification thumbnail in cells: 256 bytes, the most of the signature. At 16 cells
 * an object of a tenth of the picture's width still covers a couple of cells, which is what tells
 * two photos of one place apart; a crop's misalignment after the window search stays under a cell.
 */
export const THUMB_SIZE = 16;

/**
 * 2 since the thumbnail: a version 1 signature (hashes only, 141 bytes) is not read, and the
 * server's rehash job replaces it.
 */
export const SIGNATURE_VERSION = 2;
const VERSION = SIGNATURE_VERSION;
/** Version, whole hash, weak bits, window hashes, thumbnail. */
const THUMB_AT = 1 + 8 + WEAK_BITS + WINDOWS.length * 8;
export const SIGNATURE_BYTES = THUMB_AT + THUMB_SIZE * THUMB_SIZE;

/** The signature of a greyscale bitmap (one byte per pixel, row by row; HASH_INPUT_SIZE square). */
export function cropSignature(gray: Uint8Array, width: number, height: number): CropSignature {
  const whole = windowHash(gray, width, height, FULL_WINDOW);
  const windows = new Uint32Array(WINDOWS.length * 2);
  WINDOWS.forEach((window, w) => {
    const hash = windowHash(gray, width, height, window);
    windows[2 * w] = hash.hi;
    windows[2 * w + 1] = hash.lo;
  });
  const cells = areaAverage(gray, width, height, THUMB_SIZE, THUMB_SIZE);
  const thumb = Uint8Array.from(cells, (v) => Math.round(v));
  return { hi: whole.hi, lo: whole.lo, weak: whole.weakest.slice(0, WEAK_BITS), windows, thumb };
}

/** The signature as bytes (big-endian words), as the server stores it. */
export function signatureBytes(signature: CropSignature): Uint8Array {
  const bytes = new Uint8Array(SIGNATURE_BYTES);
  const view = new DataView(bytes.buffer);
  bytes[0] = VERSION;
  view.setUint32(1, signature.hi);
  view.setUint32(5, signature.lo);
  bytes.set(signature.weak, 9);
  const at = 9 + WEAK_BITS;
  for (let i = 0; i < signature.windows.length; i++)
    view.setUint32(at + 4 * i, signature.windows[i]!);
  bytes.set(signature.thumb, THUMB_AT);
  return bytes;
}

export function signatureFromBytes(bytes: Uint8Array): CropSignature {
  if (bytes.length !== SIGNATURE_BYTES || bytes[0] !== VERSION) {
    throw new Error(`not a version ${VERSION} crop signature of ${SIGNATURE_BYTES} bytes`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const weak = bytes.slice(9, 9 + WEAK_BITS);
  if (weak.some((bit) => bit > 63)) throw new Error('a crop signature names a bit beyond 63');
  const at = 9 + WEAK_BITS;
  const windows = new Uint32Array(WINDOWS.length * 2);
  for (let i = 0; i < windows.length; i++) windows[i] = view.getUint32(at + 4 * i);
  const thumb = bytes.slice(THUMB_AT, SIGNATURE_BYTES);
  return { hi: view.getUint32(1), lo: view.getUint32(5), weak, windows, thumb };
}

/** Base64 of the bytes: how the API and the photo index carry a signature. */
export function encodeSignature(signature: CropSignature): string {
  let text = '';
  for (const byte of signatureBytes(signature)) text += String.fromCharCode(byte);
  return btoa(text);
}

export function decodeSignature(encoded: string): CropSignature {
  return signatureFromBytes(bytesOfBase64(encoded));
}

export function bytesOfBase64(encoded: string): Uint8Array {
  const text = atob(encoded);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Base64 length of an encoded signature, for schemas. */
export const ENCODED_SIGNATURE_LENGTH = Math.ceil(SIGNATURE_BYTES / 3) * 4;

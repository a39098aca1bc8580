import { differenceHash } from '../../src/shared/photos/perceptualHash';

export interface FileHashes {
  /** SHA-256 of the bytes, hex: the exact-duplicate key the server also checks. */
  sha256: string;
  /** 64-bit difference hash, hex; absent when the browser cannot decode the file. */
  perceptualHash?: string;
}

export interface GrayBitmap {
  gray: Uint8Array;
  width: number;
  height: number;
}

/** Turns an image file into a small greyscale bitmap; injectable where there is no canvas. */
export type DecodeGray = (file: Blob) => Promise<GrayBitmap | undefined>;

/** The side the browser scales to before our own area averaging down to 9×8. */
const DECODE_SIZE = 64;

export async function sha256Hex(file: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Decodes with createImageBitmap, which scales while decoding (a 48-megapixel photo never exists
 * at full size in the worker), then reads the pixels from an OffscreenCanvas as luma.
 */
export const decodeGrayInBrowser: DecodeGray = async (file) => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, {
      resizeWidth: DECODE_SIZE,
      resizeHeight: DECODE_SIZE,
      resizeQuality: 'medium',
    });
  } catch {
    return undefined; // Not an image this browser decodes (HEIC on most): no perceptual hash.
  }
  const canvas = new OffscreenCanvas(DECODE_SIZE, DECODE_SIZE);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const rgba = context.getImageData(0, 0, DECODE_SIZE, DECODE_SIZE).data;
  const gray = new Uint8Array(DECODE_SIZE * DECODE_SIZE);
  for (let i = 0; i < gray.length; i++) {
    gray[i] = Math.round(
      0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!,
    );
  }
  return { gray, width: DECODE_SIZE, height: DECODE_SIZE };
};

export async function hashFile(
  file: Blob,
  decodeGray: DecodeGray = decodeGrayInBrowser,
): Promise<FileHashes> {
  const [sha256, bitmap] = await Promise.all([sha256Hex(file), decodeGray(file)]);
  return bitmap
    ? { sha256, perceptualHash: differenceHash(bitmap.gray, bitmap.width, bitmap.height) }
    : { sha256 };
}

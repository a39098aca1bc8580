import { cropSignature, encodeSignature } from '../../src/shared/photos/cropSignature';
import { HASH_INPUT_SIZE, lumaOf, perceptualHash } from '../../src/shared/photos/perceptualHash';

export interface FileHashes {
  /** SHA-256 of the bytes, hex: the exact-duplicate key the server also checks. */
  sha256: string;
  /** 64-bit perceptual hash (the server's too), hex; absent when the browser cannot decode it. */
  perceptualHash?: string;
  /** Crop signature (the server's too), base64; absent when the browser cannot decode it. */
  cropSignature?: string;
}

export interface GrayBitmap {
  gray: Uint8Array;
  width: number;
  height: number;
}

/** Turns an image file into a small greyscale bitmap; injectable where there is no canvas. */
export type DecodeGray = (file: Blob) => Promise<GrayBitmap | undefined>;

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
      resizeWidth: HASH_INPUT_SIZE,
      resizeHeight: HASH_INPUT_SIZE,
      resizeQuality: 'medium',
    });
  } catch {
    return undefined; // Not an image this browser decodes (HEIC on most): no perceptual hash.
  }
  const canvas = new OffscreenCanvas(HASH_INPUT_SIZE, HASH_INPUT_SIZE);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const rgba = context.getImageData(0, 0, HASH_INPUT_SIZE, HASH_INPUT_SIZE).data;
  return { gray: lumaOf(rgba, 4), width: HASH_INPUT_SIZE, height: HASH_INPUT_SIZE };
};

export async function hashFile(
  file: Blob,
  decodeGray: DecodeGray = decodeGrayInBrowser,
): Promise<FileHashes> {
  const [sha256, bitmap] = await Promise.all([sha256Hex(file), decodeGray(file)]);
  if (!bitmap) return { sha256 };
  const { gray, width, height } = bitmap;
  return {
    sha256,
    perceptualHash: perceptualHash(gray, width, height),
    cropSignature: encodeSignature(cropSignature(gray, width, height)),
  };
}

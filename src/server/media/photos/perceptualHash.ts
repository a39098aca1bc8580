import sharp from 'sharp';
import { cropSignature, signatureBytes } from '../../../shared/photos/cropSignature';
import { HASH_INPUT_SIZE, lumaOf, perceptualHash } from '../../../shared/photos/perceptualHash';

export interface PictureHashes {
  /** The 64-bit perceptual hash, signed, as PostgreSQL's bigint stores it. */
  perceptualHash: bigint;
  /** The crop signature's bytes (cropSignature.ts), as the bytea column stores them. */
  cropSignature: Uint8Array;
}

/**
 * The photo's perceptual hash and crop signature: the same functions the photo worker applies to
 * a file picked for upload, on the same input (turned upright by its EXIF orientation, stretched
 * to HASH_INPUT_SIZE square, Rec. 601 luma), so the server and the worker agree on near copies.
 */
export async function pictureHashesOf(image: Buffer): Promise<PictureHashes> {
  // Grey, CMYK and alpha pictures alike come out as three sRGB channels, as a canvas reads them.
  const { data, info } = await sharp(image)
    .rotate()
    .resize(HASH_INPUT_SIZE, HASH_INPUT_SIZE, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected 3 colour channels, got ${info.channels}`);
  const gray = lumaOf(data, 3);
  const hex = perceptualHash(gray, HASH_INPUT_SIZE, HASH_INPUT_SIZE);
  return {
    perceptualHash: BigInt.asIntN(64, BigInt(`0x${hex}`)),
    cropSignature: signatureBytes(cropSignature(gray, HASH_INPUT_SIZE, HASH_INPUT_SIZE)),
  };
}

/** The perceptual hash alone (pictureHashesOf), returned signed as PostgreSQL's bigint stores it. */
export async function perceptualHashOf(image: Buffer): Promise<bigint> {
  return (await pictureHashesOf(image)).perceptualHash;
}

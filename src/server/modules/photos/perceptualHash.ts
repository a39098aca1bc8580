import sharp from 'sharp';
import { HASH_INPUT_SIZE, lumaOf, perceptualHash } from '../../../shared/photos/perceptualHash';

/**
 * The photo's 64-bit perceptual hash: the same function the photo worker applies to a file picked
 * for upload, on the same input (turned upright by its EXIF orientation, stretched to
 * HASH_INPUT_SIZE square, Rec. 601 luma), so the server and the worker agree on near copies.
 * Returned signed, as PostgreSQL's bigint stores it.
 */
export async function perceptualHashOf(image: Buffer): Promise<bigint> {
  // Grey, CMYK and alpha pictures alike come out as three sRGB channels, as a canvas reads them.
  const { data, info } = await sharp(image)
    .rotate()
    .resize(HASH_INPUT_SIZE, HASH_INPUT_SIZE, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected 3 colour channels, got ${info.channels}`);
  const hex = perceptualHash(lumaOf(data, 3), HASH_INPUT_SIZE, HASH_INPUT_SIZE);
  return BigInt.asIntN(64, BigInt(`0x${hex}`));
}

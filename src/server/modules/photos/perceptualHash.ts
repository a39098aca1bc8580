import sharp from 'sharp';

/**
 * A 64-bit difference hash (dHash): the picture shrunk to 9×8 grey pixels, one bit per pair of
 * neighbours saying whether brightness rises left to right. Resizing, recompression and small
 * colour changes keep most bits, so near-identical photos differ in only a few.
 * Returned signed, as PostgreSQL's bigint stores it.
 */
export async function differenceHash(image: Buffer): Promise<bigint> {
  const pixels = await sharp(image)
    .rotate()
    .grayscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = pixels[y * 9 + x]!;
      const right = pixels[y * 9 + x + 1]!;
      hash = (hash << 1n) | (left < right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

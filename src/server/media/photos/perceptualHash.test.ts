import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hashFile } from '../../../../workers/photos/hashFile';
import { NEAR_DUPLICATE_THRESHOLD } from '../../../shared/photos/duplicates';
import { hammingHex, hexOf64 } from '../../../shared/photos/hash64';
import { HASH_INPUT_SIZE, lumaOf } from '../../../shared/photos/perceptualHash';
import { perceptualHashOf } from './perceptualHash';

/** A photo-like test picture: a gradient sky and a few shapes, as a PNG. */
function scene(shift: number, sky = '#3a6ea5'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
<defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f4e3c1"/></linearGradient></defs>
<rect width="480" height="360" fill="url(#g)"/>
<circle cx="${140 + shift}" cy="150" r="70" fill="#d94f30"/>
<rect x="${260 + shift}" y="190" width="160" height="110" fill="#1d3b2a"/>
<ellipse cx="${90 + shift}" cy="300" rx="80" ry="30" fill="#f7f7f7"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const hexOf = (hash: bigint) =>
  hexOf64(Number(BigInt.asUintN(64, hash) >> 32n), Number(BigInt.asUintN(32, hash)));

/** The worker's input, made as a browser would: decoded at HASH_INPUT_SIZE square, RGBA. */
async function decodeLikeTheWorker(file: Blob) {
  const rgba = await sharp(Buffer.from(await file.arrayBuffer()))
    .resize(HASH_INPUT_SIZE, HASH_INPUT_SIZE, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return { gray: lumaOf(rgba, 4), width: HASH_INPUT_SIZE, height: HASH_INPUT_SIZE };
}

describe('perceptualHashOf', () => {
  it('equals the hash the photo worker computes for the same file', async () => {
    const png = await scene(0);
    const server = hexOf(await perceptualHashOf(png));
    const worker = await hashFile(new Blob([new Uint8Array(png)]), decodeLikeTheWorker);
    expect(worker.perceptualHash).toBe(server);
  });

  it('keeps a re-encoded, smaller copy near and a different picture far', async () => {
    const png = await scene(0);
    const copy = await sharp(png).resize(200).jpeg({ quality: 40 }).toBuffer();
    const original = hexOf(await perceptualHashOf(png));
    expect(hammingHex(original, hexOf(await perceptualHashOf(copy)))).toBeLessThanOrEqual(
      NEAR_DUPLICATE_THRESHOLD,
    );
    const other = hexOf(await perceptualHashOf(await scene(150, '#10131c')));
    expect(hammingHex(original, other)).toBeGreaterThan(NEAR_DUPLICATE_THRESHOLD);
  });

  it('hashes a one-channel grey picture like its colour original', async () => {
    const png = await scene(0);
    const { data, info } = await sharp(png)
      .greyscale()
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grey = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    const distance = hammingHex(
      hexOf(await perceptualHashOf(png)),
      hexOf(await perceptualHashOf(grey)),
    );
    expect(distance).toBeLessThanOrEqual(NEAR_DUPLICATE_THRESHOLD);
  });

  it('returns the hash signed, as a PostgreSQL bigint holds it', async () => {
    const hash = await perceptualHashOf(await scene(0));
    expect(hash).toBe(BigInt.asIntN(64, hash));
  });

  it('refuses what is not an image', async () => {
    await expect(perceptualHashOf(Buffer.from('not an image'))).rejects.toThrow();
  });
});

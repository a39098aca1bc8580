import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

export interface PhotoFileSpec {
  name: string;
  width: number;
  height: number;
  /** Picks the pattern: the server flags look-alike photos as duplicates, so each must differ. */
  seed: number;
}

/** A small deterministic generator (mulberry32): the same seed, the same pixels. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A JPEG of coarse random blocks. Flat colours would all share one perceptual hash (and be
 * flagged as near duplicates); blocks give each seed its own. The same spec gives the same bytes,
 * so a second copy is an exact duplicate.
 */
export function jpegOf(spec: PhotoFileSpec): Promise<Buffer> {
  const next = random(spec.seed);
  const block = 8;
  const pixels = Buffer.alloc(spec.width * spec.height * 3);
  const shades = Array.from(
    { length: Math.ceil(spec.width / block) * Math.ceil(spec.height / block) },
    () => [Math.floor(next() * 256), Math.floor(next() * 256), Math.floor(next() * 256)],
  );
  const blocksPerRow = Math.ceil(spec.width / block);
  for (let y = 0; y < spec.height; y++) {
    for (let x = 0; x < spec.width; x++) {
      const shade = shades[Math.floor(y / block) * blocksPerRow + Math.floor(x / block)]!;
      pixels.set(shade, (y * spec.width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width: spec.width, height: spec.height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Writes the files into a fresh temporary folder (for a file chooser) and answers their paths. */
export async function writePhotoFiles(
  files: { name: string; content: Buffer }[],
): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'printshop-photos-'));
  return Promise.all(
    files.map(async ({ name, content }) => {
      const file = path.join(dir, name);
      await writeFile(file, content);
      return file;
    }),
  );
}

/** The JPEGs of `specs` (jpegOf), written as writePhotoFiles does; answers their paths. */
export async function writeJpegFiles(specs: PhotoFileSpec[]): Promise<string[]> {
  return writePhotoFiles(
    await Promise.all(
      specs.map(async (spec) => ({ name: spec.name, content: await jpegOf(spec) })),
    ),
  );
}

/** Clicks the button named `button` and picks `files` in the file chooser it opens. */
export async function chooseFiles(page: Page, button: string, files: string | string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

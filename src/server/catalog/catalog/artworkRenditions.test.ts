import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ArtworkRenditions } from './artworkRenditions';
import { themePreviewSvg } from './templatePreview';

const svg = themePreviewSvg({
  id: 11,
  name: 'Winter Lights',
  productTypeId: 7,
  colorIds: [1, 10],
  styleId: 3,
  photoCount: 2,
  orientation: 'landscape',
  foilTypeId: null,
  trimTypeId: null,
  formatTypeId: null,
  sizes: [],
  keywords: 'holiday',
});

let directory: string | undefined;
afterEach(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('ArtworkRenditions', () => {
  it('renders once per width, keeps it on disk, and a new process reads it back', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'artwork-'));
    const renditions = new ArtworkRenditions(directory);
    const [a, b] = await Promise.all([renditions.webp(svg, 480), renditions.webp(svg, 480)]);
    expect(a).toBe(b);
    const files = await readdir(directory);
    expect(files).toEqual([expect.stringMatching(/^[0-9a-f]{16}-480\.webp$/)]);
    expect((await readFile(path.join(directory, files[0]!))).equals(a)).toBe(true);

    const restarted = new ArtworkRenditions(directory);
    expect((await restarted.webp(svg, 480)).equals(a)).toBe(true);
    const meta = await sharp(a).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 480,
      height: Math.round((480 * 500) / 700),
    });
  });

  it('works without a directory, from memory', async () => {
    const renditions = new ArtworkRenditions();
    const image = await renditions.webp(svg, 160);
    expect(await renditions.webp(svg, 160)).toBe(image);
  });
});

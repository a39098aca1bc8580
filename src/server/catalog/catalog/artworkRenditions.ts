import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ArtworkWidth } from '../../../shared/catalog/artworkWidths';
import { artworkVersion } from './artworkVersion';

const VIEW_BOX = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/;
const MEMORY_ENTRIES = 400;

/** Draws an SVG as webp `width` pixels wide, rasterised at that size (not scaled up from a small one). */
export async function svgToWebp(svg: string, width: number): Promise<Buffer> {
  const drawnWidth = Number(VIEW_BOX.exec(svg)?.[1] ?? width);
  // librsvg draws at 72 dpi by default; the density makes the drawing at least `width` wide.
  const density = Math.max(72, Math.ceil((72 * width) / drawnWidth));
  return sharp(Buffer.from(svg), { density })
    .resize({ width })
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
}

/**
 * Webp renditions of design artwork, each rendered once: kept in memory (the most recent few
 * hundred) and, when a directory is given, on disk across restarts. A rendition is named by the
 * digest of the SVG it came from, so a redrawn design never serves a stale picture.
 */
export class ArtworkRenditions {
  private readonly memory = new Map<string, Buffer>();
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(private readonly directory?: string) {}

  async webp(svg: string, width: ArtworkWidth): Promise<Buffer> {
    const key = `${artworkVersion(svg)}-${width}`;
    const remembered = this.memory.get(key);
    if (remembered) {
      this.remember(key, remembered);
      return remembered;
    }
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.load(key, svg, width).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    const image = await pending;
    this.remember(key, image);
    return image;
  }

  private async load(key: string, svg: string, width: ArtworkWidth): Promise<Buffer> {
    const file = this.directory ? path.join(this.directory, `${key}.webp`) : undefined;
    if (file) {
      const stored = await readFile(file).catch(() => undefined);
      if (stored) return stored;
    }
    const image = await svgToWebp(svg, width);
    if (file && this.directory) {
      // Written aside and renamed, so a crash mid-write never leaves a truncated picture behind.
      await mkdir(this.directory, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, image);
      await rename(partial, file);
    }
    return image;
  }

  private remember(key: string, image: Buffer) {
    this.memory.delete(key);
    this.memory.set(key, image);
    if (this.memory.size > MEMORY_ENTRIES) {
      const oldest = this.memory.keys().next().value;
      if (oldest !== undefined) this.memory.delete(oldest);
    }
  }
}

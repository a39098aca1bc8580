import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/*
 * A page split into its inks, as a RIP would: Ghostscript's tiffsep device writes one grey
 * image per process colour and per spot colour. Read back as "ink coverage" 0–255 per pixel
 * (0 no ink), over the whole MediaBox.
 */

export interface Separation {
  width: number;
  height: number;
  ink: Uint8Array;
}

export async function separations(
  file: string,
  page: number,
  dpi: number,
): Promise<Map<string, Separation>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'separations-'));
  try {
    execFileSync('gs', [
      '-q',
      '-dNOPAUSE',
      '-dBATCH',
      '-sDEVICE=tiffsep',
      `-r${dpi}`,
      `-dFirstPage=${page}`,
      `-dLastPage=${page}`,
      `-sOutputFile=${path.join(dir, 'page.tif')}`,
      file,
    ]);
    const plates = new Map<string, Separation>();
    for (const name of await readdir(dir)) {
      const plate = /^page\((.+)\)\.tif$/.exec(name)?.[1];
      if (!plate) continue;
      const { data, info } = await sharp(path.join(dir, name))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      // tiffsep writes each separation as a negative: white where the plate carries no ink.
      const ink = new Uint8Array(data.length);
      for (let i = 0; i < data.length; i++) ink[i] = 255 - data[i]!;
      plates.set(plate, { width: info.width, height: info.height, ink });
    }
    return plates;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The most ink a plate carries inside a rectangle of the page, in pixels of the separation. */
export function maxInk(
  plate: Separation,
  rect: { x: number; y: number; width: number; height: number },
): number {
  let max = 0;
  const x0 = Math.max(0, Math.floor(rect.x));
  const y0 = Math.max(0, Math.floor(rect.y));
  const x1 = Math.min(plate.width, Math.ceil(rect.x + rect.width));
  const y1 = Math.min(plate.height, Math.ceil(rect.y + rect.height));
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) max = Math.max(max, plate.ink[y * plate.width + x]!);
  return max;
}

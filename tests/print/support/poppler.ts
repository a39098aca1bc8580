import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

/*
 * Reading a PDF the way a print shop's preflight does: poppler's command-line tools
 * (installed by tests/support/ensurePoppler.ts in the test command).
 */

const run = (tool: string, args: string[]) =>
  execFileSync(tool, args, { encoding: 'latin1', maxBuffer: 64 * 1024 * 1024 });

export interface PageBoxes {
  mediaBox: number[];
  bleedBox: number[];
  trimBox: number[];
}

/** `pdfinfo -box` for every page: the page count and each page's boxes, in points. */
export function pdfBoxes(file: string): { pages: number; boxes: PageBoxes[] } {
  const pages = Number(/^Pages:\s+(\d+)/m.exec(run('pdfinfo', [file]))?.[1]);
  const text = run('pdfinfo', ['-box', '-f', '1', '-l', String(pages), file]);
  const boxes: PageBoxes[] = [];
  const read = (page: number, name: string) => {
    const match = new RegExp(`^Page\\s+${page} ${name}:\\s+([-\\d.\\s]+)$`, 'm').exec(text);
    if (!match?.[1]) throw new Error(`pdfinfo lists no ${name} for page ${page}`);
    return match[1].trim().split(/\s+/).map(Number);
  };
  for (let page = 1; page <= pages; page++) {
    boxes.push({
      mediaBox: read(page, 'MediaBox'),
      bleedBox: read(page, 'BleedBox'),
      trimBox: read(page, 'TrimBox'),
    });
  }
  return { pages, boxes };
}

export const boxSizeInches = (box: number[]) => ({
  width: (box[2]! - box[0]!) / 72,
  height: (box[3]! - box[1]!) / 72,
});

export interface FontRow {
  name: string;
  embedded: boolean;
  subset: boolean;
}

/** `pdffonts`: every font with whether it is embedded and subset. */
export function pdfFonts(file: string): FontRow[] {
  const lines = run('pdffonts', [file]).split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const cols = line.trim().split(/\s+/);
    // name … emb sub uni object ID: the flags are the 5th to 3rd columns from the end.
    return { name: cols[0]!, embedded: cols.at(-5) === 'yes', subset: cols.at(-4) === 'yes' };
  });
}

export interface ImageRow {
  page: number;
  width: number;
  height: number;
  /** Its colour space as poppler names it: icc, rgb, cmyk, gray… */
  color: string;
  encoding: string;
  xPpi: number;
  yPpi: number;
}

/** `pdfimages -list`: each image placement with its pixel size and effective resolution. */
export function pdfImages(file: string): ImageRow[] {
  const lines = run('pdfimages', ['-list', file]).split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const c = line.trim().split(/\s+/);
    return {
      page: Number(c[0]),
      width: Number(c[3]),
      height: Number(c[4]),
      color: c[5]!,
      encoding: c[8]!,
      xPpi: Number(c[12]),
      yPpi: Number(c[13]),
    };
  });
}

/** One page rasterised by `pdftoppm` at `dpi`, as raw RGB. */
export async function rasterPage(file: string, page: number, dpi: number) {
  const png = execFileSync('pdftoppm', [
    '-r',
    String(dpi),
    '-f',
    String(page),
    '-l',
    String(page),
    '-png',
    file,
  ]);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, png };
}

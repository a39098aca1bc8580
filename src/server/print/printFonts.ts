import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { FONTS, type Font } from '../../shared/project/fonts';

/*
 * The families the editor shows, embedded in the print file from the same @fontsource packages.
 * We read their WOFF (zlib) files: fontkit subsets them reliably, while its WOFF2 path has thrown
 * from a timer while subsetting (an uncaught error that would take the server down).
 */

const require = createRequire(import.meta.url);

export interface FontChoice {
  font: Font;
  weight: 400 | 700;
  italic: boolean;
}

/** The family named first in a CSS font-family value, as the renderer writes it. */
export function fontFromCss(
  family: string | undefined,
  weight: string | number | undefined,
  style: string | undefined,
): FontChoice {
  const first = (family ?? '')
    .split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '');
  const font = FONTS.find((f) => f.family === first) ?? FONTS.find((f) => f.key === 'inter')!;
  const bold = Number(weight) >= 600 && (font.weights as readonly number[]).includes(700);
  return { font, weight: bold ? 700 : 400, italic: style === 'italic' };
}

/** The WOFF file of a face: the italic where the package has one, else the upright. */
export function fontFilePath({ font, weight, italic }: FontChoice): string {
  const dir = path.join(path.dirname(require.resolve(`${font.pkg}/package.json`)), 'files');
  const base = font.pkg.replace('@fontsource/', '');
  const styled = path.join(dir, `${base}-latin-${weight}-${italic ? 'italic' : 'normal'}.woff`);
  if (existsSync(styled)) return styled;
  const upright = path.join(dir, `${base}-latin-${weight}-normal.woff`);
  if (existsSync(upright)) return upright;
  throw new Error(`No font file for ${font.family} ${weight}${italic ? ' italic' : ''} in ${dir}`);
}

/**
 * A subset font's PDF name: six capitals, '+', the face's name (ISO 32000 9.6.4), so preflight
 * tools and RIPs see it is a subset. The tag comes from the face, so files build reproducibly.
 */
export function subsetFontName({ font, weight, italic }: FontChoice): string {
  const face = `${font.family.replace(/\s+/g, '')}-${weight === 700 ? 'Bold' : 'Regular'}${italic ? 'Italic' : ''}`;
  const hash = createHash('sha256').update(face).digest();
  const tag = [...hash.subarray(0, 6)]
    .map((byte) => String.fromCharCode(65 + (byte % 26)))
    .join('');
  return `${tag}+${face}`;
}

/** Embeds each face once per document, subset to the glyphs the document uses. */
export function documentFonts(pdf: PDFDocument) {
  pdf.registerFontkit(fontkit);
  const cache = new Map<string, Promise<PDFFont>>();
  return (choice: FontChoice): Promise<PDFFont> => {
    const file = fontFilePath(choice);
    let font = cache.get(file);
    if (!font) {
      const customName = subsetFontName(choice);
      font = readFile(file).then((bytes) => pdf.embedFont(bytes, { subset: true, customName }));
      cache.set(file, font);
    }
    return font;
  };
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { FONTS, type Font } from '../../../shared/project/fonts';

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

/**
 * The character sets a face is split into by @fontsource, in the order a character is looked up:
 * `latin` (ASCII, Latin-1, common punctuation) and `latin-ext` (Central European and other Latin
 * letters: Ł, ő, ș, ğ…). A name such as "Zoë Łukasz" needs both.
 */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

/** The WOFF file of a face's character set: the italic where the package has one, else the upright. */
export function fontFilePath(
  { font, weight, italic }: FontChoice,
  subset: FontSubset = 'latin',
): string | undefined {
  const dir = path.join(path.dirname(require.resolve(`${font.pkg}/package.json`)), 'files');
  const base = font.pkg.replace('@fontsource/', '');
  const styled = path.join(dir, `${base}-${subset}-${weight}-${italic ? 'italic' : 'normal'}.woff`);
  if (existsSync(styled)) return styled;
  const upright = path.join(dir, `${base}-${subset}-${weight}-normal.woff`);
  if (existsSync(upright)) return upright;
  if (subset !== 'latin') return undefined;
  throw new Error(`No font file for ${font.family} ${weight}${italic ? ' italic' : ''} in ${dir}`);
}

/**
 * A subset font's PDF name: six capitals, '+', the face's name (ISO 32000 9.6.4), so preflight
 * tools and RIPs see it is a subset. The tag comes from the face, so files build reproducibly.
 */
export function subsetFontName(
  { font, weight, italic }: FontChoice,
  subset: FontSubset = 'latin',
): string {
  const face = `${font.family.replace(/\s+/g, '')}-${weight === 700 ? 'Bold' : 'Regular'}${italic ? 'Italic' : ''}${subset === 'latin' ? '' : '-LatinExt'}`;
  const hash = createHash('sha256').update(face).digest();
  const tag = [...hash.subarray(0, 6)]
    .map((byte) => String.fromCharCode(65 + (byte % 26)))
    .join('');
  return `${tag}+${face}`;
}

/** One character set of a face, embedded on first use, and which characters it draws. */
export interface FacePart {
  covers(codePoint: number): boolean;
  font(): Promise<PDFFont>;
}

/** A run of a line set in one character set of the face. */
export interface TextRun {
  part: FacePart;
  text: string;
}

/**
 * Splits a line into runs by the character set that draws each character: the first that has
 * the glyph, else the first set (its .notdef), so nothing is silently dropped.
 */
export function splitRuns(parts: readonly FacePart[], text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const part = parts.find((p) => p.covers(code)) ?? parts[0]!;
    const last = runs[runs.length - 1];
    if (last && last.part === part) last.text += char;
    else runs.push({ part, text: char });
  }
  return runs;
}

/**
 * A face's character sets for one document, each embedded once, on first use, and subset to the
 * glyphs the document draws with it: a file with only English text carries no latin-ext font.
 */
export function documentFonts(pdf: PDFDocument) {
  pdf.registerFontkit(fontkit);
  const cache = new Map<string, Promise<FacePart[]>>();
  return (choice: FontChoice): Promise<FacePart[]> => {
    const key = fontFilePath(choice)!;
    let parts = cache.get(key);
    if (!parts) {
      parts = Promise.all(
        FONT_SUBSETS.map(async (subset): Promise<FacePart | undefined> => {
          const file = fontFilePath(choice, subset);
          if (!file) return undefined;
          const bytes = await readFile(file);
          const coverage = fontkit.create(bytes);
          let embedded: Promise<PDFFont> | undefined;
          return {
            covers: (code) => coverage.hasGlyphForCodePoint(code),
            font: () => {
              embedded ??= pdf.embedFont(bytes, {
                subset: true,
                customName: subsetFontName(choice, subset),
              });
              return embedded;
            },
          };
        }),
      ).then((found) => found.filter((part): part is FacePart => part !== undefined));
      cache.set(key, parts);
    }
    return parts;
  };
}

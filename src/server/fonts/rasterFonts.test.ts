import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { afterEach, describe, expect, it } from 'vitest';
import { FONTS } from '../../shared/project/fonts';
import { installRasterFonts } from './rasterFonts';
import { woffToSfnt } from './woffToSfnt';

const require = createRequire(import.meta.url);
const woffOf = (pkg: string, base: string) =>
  readFile(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', base));

let dir: string | undefined;
const savedPath = process.env.FONTCONFIG_PATH;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  if (savedPath === undefined) delete process.env.FONTCONFIG_PATH;
  else process.env.FONTCONFIG_PATH = savedPath;
});

describe('woffToSfnt', () => {
  it('unwraps a WOFF into a TrueType font with the same family and glyphs', async () => {
    const woff = await woffOf('@fontsource/great-vibes', 'great-vibes-latin-400-normal.woff');
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const unwrapped = fontkit.create(sfnt) as unknown as { familyName: string; numGlyphs: number };
    const original = fontkit.create(woff) as unknown as { familyName: string; numGlyphs: number };
    expect(unwrapped.familyName).toBe('Great Vibes');
    expect(unwrapped.numGlyphs).toBe(original.numGlyphs);
  });

  it('refuses what is not a WOFF, and a truncated one, with a plain reason', async () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just some words here....'))).toThrow(
      /WOFF/,
    );
    const woff = await woffOf('@fontsource/inter', 'inter-latin-400-normal.woff');
    expect(() => woffToSfnt(woff.subarray(0, 200))).toThrow(/WOFF/);
  });
});

describe('installRasterFonts', () => {
  it('writes every shipped face and a fontconfig file that adds them to the system fonts', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'raster-fonts-'));
    const files = await installRasterFonts(dir);
    expect(files).toHaveLength(FONTS.reduce((n, font) => n + font.weights.length, 0));
    const config = await readFile(path.join(dir, 'fonts.conf'), 'utf8');
    expect(config).toContain(`<dir>${path.join(dir, 'faces')}</dir>`);
    expect(config).toContain('/etc/fonts/fonts.conf');
    expect(process.env.FONTCONFIG_PATH).toBe(dir);
  });

  it('lets the SVG rasteriser set text in a shipped face instead of a fallback', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'raster-fonts-'));
    await installRasterFonts(dir);
    // A fresh process: fontconfig reads its configuration once, at the first text drawn.
    const draw = (family: string) =>
      execFileSync(
        process.execPath,
        [
          '-e',
          `require('sharp')(Buffer.from(process.argv[1])).png().toBuffer().then((b) => process.stdout.write(b.toString('base64')))`,
          `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="80"><rect width="400" height="80" fill="#fff"/><text x="8" y="56" font-size="44" font-family="${family}">Emma &amp; James</text></svg>`,
        ],
        { env: { ...process.env, FONTCONFIG_PATH: dir }, encoding: 'utf8' },
      );
    const script = draw("'Great Vibes', cursive");
    expect(script).not.toBe(draw('cursive'));
    expect(script).toBe(draw("'Great Vibes'"));
  }, 30_000);
});

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FONTS } from '../../shared/project/fonts';
import { woffToSfnt } from './woffToSfnt';

const require = createRequire(import.meta.url);

/** The system's own configuration, kept so every other family still resolves as before. */
const SYSTEM_CONFIG = '/etc/fonts/fonts.conf';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Makes the shipped design faces available to the server's SVG rasteriser, so the shop's webp
 * pictures of templates set text in the faces the editor shows (Playfair Display, Great Vibes…)
 * rather than the system's fallbacks. Writes each face's latin file as TrueType into `dir` with a
 * fontconfig file that adds them to the system's, and points fontconfig at it. Fontconfig reads
 * its configuration once, when text is first drawn: call this before anything rasterises text.
 */
export async function installRasterFonts(dir: string): Promise<string[]> {
  const fontsDir = path.join(dir, 'faces');
  await mkdir(fontsDir, { recursive: true });
  const written: string[] = [];
  for (const font of FONTS) {
    const base = font.pkg.replace('@fontsource/', '');
    const files = path.join(path.dirname(require.resolve(`${font.pkg}/package.json`)), 'files');
    for (const weight of font.weights) {
      const woff = await readFile(path.join(files, `${base}-latin-${weight}-normal.woff`));
      const file = path.join(fontsDir, `${font.key}-${weight}.ttf`);
      await writeFile(file, woffToSfnt(woff));
      written.push(file);
    }
  }
  const config = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">${SYSTEM_CONFIG}</include>
  <dir>${escapeXml(fontsDir)}</dir>
  <cachedir>${escapeXml(path.join(dir, 'cache'))}</cachedir>
</fontconfig>
`;
  await writeFile(path.join(dir, 'fonts.conf'), config);
  process.env.FONTCONFIG_PATH = dir;
  return written;
}

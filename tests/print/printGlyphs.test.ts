import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePrintFile } from '../../src/server/design/print/writePrintFile';
import { hasPoppler } from '../support/ensurePoppler';
import { embeddedGlyphs } from './support/embeddedGlyphs';
import { pdfFonts } from './support/poppler';
import { productDocument, type TestPhotos, testPhotos } from './support/printFixtures';

/*
 * Names outside ASCII and Latin-1 must print: @fontsource splits each face into a `latin` and a
 * `latin-ext` file, and the print file embeds both, each subset to what the text uses.
 */

let dir: string;
let photos: TestPhotos;

beforeAll(async () => {
  if (!hasPoppler()) throw new Error('poppler-utils is missing (tests/support/ensurePoppler.ts)');
  dir = await mkdtemp(path.join(tmpdir(), 'print-glyphs-'));
  photos = await testPhotos([{ id: 'wide', width: 900, height: 600 }]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('text beyond Latin-1 in the print file', { timeout: 60_000 }, () => {
  it('embeds the latin-ext glyphs of "Zoë Łukasz" with outlines, beside the latin subset', async () => {
    const doc = productDocument(2, '5x7', ['wide']);
    const text = Object.values(doc.elements).find((e) => e.type === 'text');
    if (text?.type !== 'text') throw new Error('the card template has no text');
    text.text = 'Zoë Łukasz';
    const file = path.join(dir, 'names.pdf');
    await writePrintFile(doc, { photos }, createWriteStream(file));

    const fonts = pdfFonts(file);
    for (const font of fonts)
      expect(font, font.name).toMatchObject({ embedded: true, subset: true });
    expect(fonts.some((f) => f.name.endsWith('-LatinExt'))).toBe(true);

    const embedded = await embeddedGlyphs(file);
    const drawn = (char: string) => embedded.some((font) => font.glyphs.get(char)?.drawn === true);
    for (const char of 'ZoëŁukasz') expect(drawn(char), char).toBe(true);
    // Ł comes from the latin-ext subset, ë from the latin one: no .notdef boxes in between.
    const lWith = embedded.filter((font) => font.glyphs.has('Ł')).map((f) => f.baseFont);
    expect(lWith.length).toBeGreaterThan(0);
    expect(lWith.every((name) => name.endsWith('-LatinExt'))).toBe(true);

    // And the text stays text, in the reading order it was typed.
    const extracted = execFileSync('pdftotext', ['-f', '1', '-l', '3', file, '-'], {
      encoding: 'utf8',
    });
    expect(extracted).toContain('Zoë Łukasz');
  });

  it('embeds no latin-ext font when the text needs none', async () => {
    const doc = productDocument(2, '5x7', ['wide']);
    const file = path.join(dir, 'plain.pdf');
    await writePrintFile(doc, { photos }, createWriteStream(file));
    expect(pdfFonts(file).some((f) => f.name.endsWith('-LatinExt'))).toBe(false);
  });
});

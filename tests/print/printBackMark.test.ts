import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePrintFile } from '../../src/server/design/print/writePrintFile';
import type { Rect } from '../../src/shared/project/geometry';
import { backPanelMarkArea } from '../../src/shared/render/foldedCardPanels';
import { hasGhostscript, hasPoppler } from '../support/ensurePoppler';
import { pdfBoxes } from './support/poppler';
import { productDocument, type TestPhotos, testPhotos } from './support/printFixtures';
import { maxInk, separations } from './support/separations';

/*
 * The shop's mark on a top-folded crest card, as printed: the back panel is turned 180°, so the
 * mark at its foot lands by the sheet's crested top edge. The die line (the CutContour plate)
 * must not run through the mark's box, and its words must print inside that box, whole.
 */

const DPI = 144;

let dir: string;
let photos: TestPhotos;

beforeAll(async () => {
  if (!hasPoppler() || !hasGhostscript())
    throw new Error('poppler-utils or ghostscript is missing (tests/support/ensurePoppler.ts)');
  dir = await mkdtemp(path.join(tmpdir(), 'print-back-mark-'));
  photos = await testPhotos([{ id: 'wide', width: 900, height: 600 }]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Words on page 1 with their boxes in PDF points from the page's top-left (pdftotext -bbox). */
function words(file: string): { text: string; box: Rect }[] {
  const html = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-bbox', file, '-'], {
    encoding: 'utf8',
  });
  const found: { text: string; box: Rect }[] = [];
  const pattern =
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const m of html.matchAll(pattern)) {
    const [x0, y0, x1, y1] = [m[1], m[2], m[3], m[4]].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    found.push({ text: m[5]!, box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } });
  }
  return found;
}

describe("the shop's mark on a top-folded crest card", { timeout: 60_000 }, () => {
  it.each([
    { trimTypeId: 5, name: 'crest' },
    { trimTypeId: 6, name: 'vintage crest' },
  ])('prints whole inside the cut ($name)', async (card) => {
    const doc = productDocument(3, '5x7', ['wide'], { trimTypeId: card.trimTypeId });
    const file = path.join(dir, `mark-${card.trimTypeId}.pdf`);
    await writePrintFile(doc, { photos }, createWriteStream(file));
    const outside = doc.surfaces.outside!;
    const back = outside.panels.find((p) => p.role === 'back')!.rect;
    const area = backPanelMarkArea(outside)!;
    // Print turns the back panel about its centre: the mark's box as printed.
    const printed = {
      x: 2 * back.x + back.width - area.x - area.width,
      y: 2 * back.y + back.height - area.y - area.height,
      width: area.width,
      height: area.height,
    };
    const { mediaBox, trimBox } = pdfBoxes(file).boxes[0]!;
    const offset = { x: trimBox[0]! - mediaBox[0]!, y: mediaBox[3]! - trimBox[3]! };
    const scale = DPI / 72;
    const cut = (await separations(file, 1, DPI)).get('CutContour')!;
    // The die line runs nowhere through the mark's box (nor a point round it)…
    expect(
      maxInk(cut, {
        x: (offset.x + printed.x - 1) * scale,
        y: (offset.y + printed.y - 1) * scale,
        width: (printed.width + 2) * scale,
        height: (printed.height + 2) * scale,
      }),
    ).toBe(0);
    // …and the die does run just above it, at the crest's peak on the sheet's edge.
    expect(
      maxInk(cut, {
        x: (offset.x + back.width / 2 - 2) * scale,
        y: (offset.y - 2) * scale,
        width: 4 * scale,
        height: 4 * scale,
      }),
    ).toBeGreaterThan(128);
    // The words print, every one inside the mark's box. (pdftotext also reads the copy of the
    // back panel turnForPrint clips away, unturned at the fold, so look for one inside the box.)
    const inBox = (box: Rect) => {
      const x = box.x - offset.x;
      const y = box.y - offset.y;
      return (
        x >= printed.x - 0.5 &&
        y >= printed.y - 0.5 &&
        x + box.width <= printed.x + printed.width + 0.5 &&
        y + box.height <= printed.y + printed.height + 0.5
      );
    };
    const found = words(file);
    for (const word of ['Printshop', 'Designed', 'by', 'you,', 'printed', 'with', 'care']) {
      expect(
        found.some((w) => w.text === word && inBox(w.box)),
        word,
      ).toBe(true);
    }
  });
});

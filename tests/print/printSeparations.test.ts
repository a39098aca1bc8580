import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePrintFile } from '../../src/server/design/print/writePrintFile';
import { hasGhostscript, hasPoppler } from '../support/ensurePoppler';
import { pdfBoxes } from './support/poppler';
import { productDocument, type TestPhotos, testPhotos } from './support/printFixtures';
import { maxInk, type Separation, separations } from './support/separations';

/*
 * What each ink of a print file carries, split by Ghostscript as a RIP would: a label sheet's
 * cell outlines are where the cutter kiss-cuts, so they belong on the CutContour plate and
 * must put no process ink on the labels.
 */

const DPI = 144;
const PROCESS = ['Cyan', 'Magenta', 'Yellow', 'Black'];

let dir: string;
let photos: TestPhotos;

beforeAll(async () => {
  if (!hasPoppler() || !hasGhostscript())
    throw new Error('poppler-utils or ghostscript is missing (tests/support/ensurePoppler.ts)');
  dir = await mkdtemp(path.join(tmpdir(), 'print-separations-'));
  photos = await testPhotos([{ id: 'wide', width: 900, height: 600 }]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('separations of the print file', { timeout: 60_000 }, () => {
  it('puts label cell outlines on the CutContour plate only, never in process ink', async () => {
    const doc = productDocument(101, '2x2', ['wide']);
    // A blank label: whatever process ink the sheet carries could only come from the outlines.
    doc.surfaces.label!.elementIds = [];
    const file = path.join(dir, 'labels.pdf');
    await writePrintFile(doc, { photos }, createWriteStream(file));
    const plates = await separations(file, 1, DPI);
    expect([...plates.keys()]).toEqual(expect.arrayContaining([...PROCESS, 'CutContour']));

    // Sheet points (y down from the trim's top left) to pixels of the separations.
    const { mediaBox, trimBox } = pdfBoxes(file).boxes[0]!;
    const scale = DPI / 72;
    const px = (r: { x: number; y: number; width: number; height: number }) => ({
      x: (trimBox[0]! - mediaBox[0]! + r.x) * scale,
      y: (mediaBox[3]! - trimBox[3]! + r.y) * scale,
      width: r.width * scale,
      height: r.height * scale,
    });
    const sheet = doc.surfaces.sheet!;
    const feature = sheet.features.find((f) => f.kind === 'labelSheet');
    if (feature?.kind !== 'labelSheet') throw new Error('no label sheet');
    const cut = plates.get('CutContour')!;
    const inkOn = (plate: Separation, r: Parameters<typeof px>[0]) => maxInk(plate, px(r));

    for (const cell of feature.cells) {
      // The cutter's line runs along each edge (away from the rounded corners)…
      const edges = [
        { x: cell.x + 20, y: cell.y - 1, width: cell.width - 40, height: 2 },
        { x: cell.x + 20, y: cell.y + cell.height - 1, width: cell.width - 40, height: 2 },
        { x: cell.x - 1, y: cell.y + 20, width: 2, height: cell.height - 40 },
        { x: cell.x + cell.width - 1, y: cell.y + 20, width: 2, height: cell.height - 40 },
      ];
      for (const edge of edges) expect(inkOn(cut, edge)).toBeGreaterThan(128);
      // …and nowhere inside the label.
      expect(
        inkOn(cut, {
          x: cell.x + 4,
          y: cell.y + 4,
          width: cell.width - 8,
          height: cell.height - 8,
        }),
      ).toBe(0);
    }
    // No process ink anywhere on the sheet (crop marks sit outside the trim).
    const whole = { x: 0, y: 0, width: sheet.width, height: sheet.height };
    for (const name of PROCESS) expect(inkOn(plates.get(name)!, whole), name).toBe(0);
  });

  it('cuts a folded card round its outline, never along the fold', async () => {
    const doc = productDocument(2, '5x7', ['wide'], { trimTypeId: 2 });
    const file = path.join(dir, 'card.pdf');
    await writePrintFile(doc, { photos }, createWriteStream(file));
    const cut = (await separations(file, 1, DPI)).get('CutContour')!;
    const { mediaBox, trimBox } = pdfBoxes(file).boxes[0]!;
    const scale = DPI / 72;
    const px = (r: { x: number; y: number; width: number; height: number }) => ({
      x: (trimBox[0]! - mediaBox[0]! + r.x) * scale,
      y: (mediaBox[3]! - trimBox[3]! + r.y) * scale,
      width: r.width * scale,
      height: r.height * scale,
    });
    const outside = doc.surfaces.outside!;
    const fold = outside.folds[0]!;
    expect(fold.axis).toBe('x');
    // The outer edges are cut…
    expect(
      maxInk(cut, px({ x: -1, y: 40, width: 2, height: outside.height - 80 })),
    ).toBeGreaterThan(128);
    expect(
      maxInk(cut, px({ x: outside.width - 1, y: 40, width: 2, height: outside.height - 80 })),
    ).toBeGreaterThan(128);
    // …the fold is not: the card would fall in two.
    expect(maxInk(cut, px({ x: fold.at - 2, y: 40, width: 4, height: outside.height - 80 }))).toBe(
      0,
    );
  });
  it.each([
    { productTypeId: 2, trimTypeId: 5, name: 'side-folded crest' },
    { productTypeId: 2, trimTypeId: 6, name: 'side-folded vintage crest' },
    { productTypeId: 3, trimTypeId: 5, name: 'top-folded crest' },
    { productTypeId: 3, trimTypeId: 6, name: 'top-folded vintage crest' },
  ])('cuts a $name round its heads and outer edges, never along the fold', async (card) => {
    const doc = productDocument(card.productTypeId, '5x7', ['wide'], {
      trimTypeId: card.trimTypeId,
    });
    const file = path.join(dir, `crest-${card.productTypeId}-${card.trimTypeId}.pdf`);
    await writePrintFile(doc, { photos }, createWriteStream(file));
    const cut = (await separations(file, 1, DPI)).get('CutContour')!;
    const { mediaBox, trimBox } = pdfBoxes(file).boxes[0]!;
    const scale = DPI / 72;
    const inkAt = (r: { x: number; y: number; width: number; height: number }) =>
      maxInk(cut, {
        x: (trimBox[0]! - mediaBox[0]! + r.x) * scale,
        y: (mediaBox[3]! - trimBox[3]! + r.y) * scale,
        width: r.width * scale,
        height: r.height * scale,
      });
    const outside = doc.surfaces.outside!;
    const fold = outside.folds[0]!;
    const { width: w, height: h } = outside;
    // Where the die line must run: each head's peak on the sheet's edge, and the middle of every
    // outer edge (a crest's sides, and its foot or its second head).
    const peaks =
      fold.axis === 'x'
        ? [
            { x: w / 4, y: 0 },
            { x: (3 * w) / 4, y: 0 },
          ]
        : [
            { x: w / 2, y: 0 },
            { x: w / 2, y: h },
          ];
    for (const peak of peaks)
      expect(inkAt({ x: peak.x - 2, y: peak.y - 2, width: 4, height: 4 })).toBeGreaterThan(128);
    expect(inkAt({ x: -1, y: h / 2 - 20, width: 2, height: 40 })).toBeGreaterThan(128);
    expect(inkAt({ x: w - 1, y: h / 2 - 20, width: 2, height: 40 })).toBeGreaterThan(128);
    // The fold carries no cut from one outer edge to the other (the heads' shoulders are 29 pt
    // in from the sheet's edge, its corners at most 15 pt).
    const onFold =
      fold.axis === 'x'
        ? { x: fold.at - 2, y: 40, width: 4, height: h - 80 }
        : { x: 40, y: fold.at - 2, width: w - 80, height: 4 };
    expect(inkAt(onFold)).toBe(0);
  });
});

import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedSurfaces } from '../../src/server/design/print/printLayout';
import {
  type PrintFileReport,
  writePrintFile,
  writeProofFile,
} from '../../src/server/design/print/writePrintFile';
import type { ProjectDocument } from '../../src/shared/project/document';
import { hasPoppler } from '../support/ensurePoppler';
import { pdfXFacts, withoutOutputIntent } from './support/pdfX';
import { boxSizeInches, pdfBoxes, pdfFonts, pdfImages, rasterPage } from './support/poppler';
import {
  productDocument,
  referenceRaster,
  type TestPhotos,
  testPhotos,
} from './support/printFixtures';
import { pageDifference } from './support/rasterCompare';

/*
 * One print file per product line, read back with poppler as a print shop's preflight would:
 * page count and boxes (pdfinfo), fonts (pdffonts), photo resolution (pdfimages) and a raster
 * of the page against the editor renderer's own picture of the surface.
 */

const RASTER_DPI = 30;
/**
 * Mean absolute RGB difference allowed between pdftoppm's page and the renderer's SVG as sharp
 * (librsvg) rasterises it, 0–255. Photos, shapes and backgrounds match closely; the rest is
 * anti-aliasing and text, which librsvg sets in a fallback face (the @fontsource families are
 * not installed system-wide) while the PDF uses the real one.
 */
const MAX_MEAN_DIFFERENCE = 6;

let dir: string;
let photos: TestPhotos;

beforeAll(async () => {
  if (!hasPoppler())
    throw new Error(
      'poppler-utils is missing: `npm test` installs it (tests/support/ensurePoppler.ts)',
    );
  dir = await mkdtemp(path.join(tmpdir(), 'print-file-'));
  photos = await testPhotos([
    { id: 'wide', width: 900, height: 600 },
    { id: 'tall', width: 500, height: 750 },
    { id: 'big', width: 2400, height: 1800 },
  ]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function printed(name: string, doc: ProjectDocument) {
  const file = path.join(dir, `${name}.pdf`);
  const report = await writePrintFile(doc, { photos }, createWriteStream(file));
  return { file, report };
}

const inches = (pt: number) => pt / 72;

/** The checks every print file must pass, whatever the product. */
async function checkPrintFile(
  doc: ProjectDocument,
  file: string,
  report: PrintFileReport,
  rasterPages: number[],
  dpi = RASTER_DPI,
) {
  const { pages, boxes } = pdfBoxes(file);
  expect(pages).toBe(report.pages.length);
  // Every page: the trim at the surface's size, the bleed around it, crop-mark room outside.
  report.pages.forEach((page, index) => {
    const surface = doc.surfaces[page.surfaceId]!;
    const box = boxes[index]!;
    const trim = boxSizeInches(box.trimBox);
    const bleed = boxSizeInches(box.bleedBox);
    const media = boxSizeInches(box.mediaBox);
    expect(trim.width).toBeCloseTo(inches(surface.width), 2);
    expect(trim.height).toBeCloseTo(inches(surface.height), 2);
    expect(bleed.width).toBeCloseTo(inches(surface.width + 2 * surface.bleed), 2);
    expect(bleed.height).toBeCloseTo(inches(surface.height + 2 * surface.bleed), 2);
    expect(media.width).toBeGreaterThan(bleed.width + 0.25);
  });
  for (const font of pdfFonts(file)) {
    expect(font, font.name).toMatchObject({ embedded: true, subset: true });
  }
  // Each placement: never above 300 PPI, and as sharp as the photo allows (its native
  // resolution in that slot, up to the cap): downsampled above, never upsampled.
  const images = pdfImages(file);
  expect(images.length).toBe(report.images.length);
  images.forEach((image, index) => {
    const planned = report.images[index]!;
    expect(image.encoding).toBe('jpeg');
    expect(image.color).toBe('icc');
    expect(image.page).toBe(planned.page);
    expect(image.xPpi).toBeLessThanOrEqual(301);
    expect(image.yPpi).toBeLessThanOrEqual(301);
    expect(image.xPpi).toBeGreaterThanOrEqual(Math.floor(Math.min(planned.nativeDpi, 300)) - 1);
  });
  await checkPdfX4(file);
  const screen = await withoutOutputIntent(file);
  for (const page of rasterPages) {
    const surfaceId = report.pages[page - 1]!.surfaceId;
    const reference = await referenceRaster(doc, surfaceId, photos, dpi);
    const { difference } = await pageDifference(screen, page, boxes[page - 1]!, reference, dpi);
    expect(difference, `page ${page} (${surfaceId})`).toBeLessThan(MAX_MEAN_DIFFERENCE);
  }
  return { boxes };
}

/**
 * The rules of PDF/X-4 (ISO 15930-7) a preflight checks beyond the boxes and fonts above: the
 * version in the header, the Info dictionary and the XMP, which agree; trapping stated; a
 * trailer ID; one GTS_PDFX output intent whose embedded profile is a CMYK output (prtr) profile
 * with a sound header; RGB only through an ICC profile (no DeviceRGB or DeviceGray operators,
 * images ICCBased); no annotations; no encryption.
 */
async function checkPdfX4(file: string) {
  const facts = await pdfXFacts(file);
  expect(facts.popplerVersion).toBe('1.6');
  expect(facts.popplerSubtype).toBe('PDF/X-4');
  expect(facts.infoVersion).toBe('PDF/X-4');
  expect(facts.infoTrapped).toBe('False');
  expect(facts.xmp).toContain('<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>');
  expect(facts.xmp).toContain('<pdf:Trapped>False</pdf:Trapped>');
  for (const key of ['DocumentID', 'VersionID', 'RenditionClass'])
    expect(facts.xmp).toMatch(new RegExp(`<xmpMM:${key}>[^<]+</xmpMM:${key}>`));
  expect(facts.trailerIds).toBe(2);
  expect(facts.outputIntents).toHaveLength(1);
  const [intent] = facts.outputIntents;
  expect(intent).toMatchObject({
    subtype: 'GTS_PDFX',
    conditionIdentifier: 'Custom',
    components: 4,
  });
  // A custom condition must say what it is.
  expect(intent!.info).toBeTruthy();
  expect(intent!.profile).toMatchObject({
    signature: 'acsp',
    deviceClass: 'prtr',
    colourSpace: 'CMYK',
  });
  expect(['Lab', 'XYZ']).toContain(intent!.profile.pcs);
  expect(intent!.profile.declaredSize).toBe(intent!.profile.actualSize);
  expect(facts.deviceRgbOrGrayOperators).toBe(0);
  for (const space of facts.imageColourSpaces) expect(space).toBe('ICCBased');
  for (const n of facts.iccBasedComponents) expect(n).toBe(3);
  expect(facts.annotations).toBe(0);
  expect(facts.encrypted).toBe(false);
}

// Each case writes a PDF and rasterises it with poppler: seconds, not the unit default.
describe('the print file, per product line', { timeout: 60_000 }, () => {
  it('prints a photo book: the cover as one wrap (back, spine, front), then every page', async () => {
    const doc = productDocument(1, '8x8', ['wide', 'tall', 'big'], { photoCount: 3 });
    const { file, report } = await printed('book', doc);
    const surfaces = printedSurfaces(doc);
    expect(report.pages.map((p) => p.surfaceId)).toEqual(surfaces.map((s) => s.id));
    const cover = doc.surfaces.cover!;
    expect(cover.panels.map((p) => p.role)).toEqual(['back', 'spine', 'front']);
    expect(report.pages.length).toBe(1 + (doc.options.pageCount ?? 20));
    // The big photo is downsampled to 300 PPI somewhere; small ones keep their pixels.
    expect(report.images.some((i) => i.nativeDpi > 300 && Math.abs(i.embeddedDpi - 300) < 1)).toBe(
      true,
    );
    expect(report.images.some((i) => i.nativeDpi < 300 && i.embeddedDpi === i.nativeDpi)).toBe(
      true,
    );
    await checkPrintFile(doc, file, report, [1, 2, 3]);
  });

  it('prints a folded card in folding position, with its gold foil on its own spot plate', async () => {
    const doc = productDocument(2, '5x7', ['wide', 'tall'], { foilTypeId: 3, trimTypeId: 2 });
    const { file, report } = await printed('card', doc);
    expect(report.pages).toEqual([
      { surfaceId: 'outside', plate: 'colour' },
      { surfaceId: 'outside', plate: 'foil' },
      { surfaceId: 'inside', plate: 'colour' },
    ]);
    const outside = doc.surfaces.outside!;
    expect(outside.panels.map((p) => p.role)).toEqual(['back', 'front']);
    const bytes = (await readFile(file)).toString('latin1');
    expect(bytes).toMatch(/\/Separation\s*\/Foil-gold/);
    expect(bytes).toMatch(/\/Separation\s*\/CutContour/);
    const { boxes } = await checkPrintFile(doc, file, report, [1, 3]);
    // The foil page carries ink where the foil title is, and nothing else.
    const foil = await rasterPage(file, 2, RASTER_DPI);
    let inked = 0;
    for (let i = 0; i < foil.data.length; i += 3) if (foil.data[i + 2]! < 200) inked++;
    const share = inked / (foil.width * foil.height);
    expect(share).toBeGreaterThan(0.001);
    expect(share).toBeLessThan(0.2);
    expect(boxes[1]!.trimBox).toEqual(boxes[0]!.trimBox);
  });

  it.each([
    [4, 'rose_gold'],
    [5, 'pris_gold'],
  ] as const)(
    'prints a foil card chosen in foil %i on a plate named for it (Foil-%s)',
    async (foilTypeId, param) => {
      // The design came with gold; the customer chose another foil before Personalise.
      const doc = productDocument(
        13,
        '5x7',
        ['wide'],
        { foilTypeId: 3, formatTypeId: 1 },
        { foilTypeId },
      );
      const { file, report } = await printed(`foil-card-${param}`, doc);
      expect(report.pages.map((p) => p.plate)).toEqual(['colour', 'foil', 'colour']);
      const bytes = (await readFile(file)).toString('latin1');
      expect(bytes).toMatch(new RegExp(`/Separation\\s*/Foil-${param}`));
      expect(bytes).not.toMatch(/\/Separation\s*\/Foil-gold/);
      // The plate page has ink where the foil title is; the colour page has none of it.
      const plate = await rasterPage(file, 2, RASTER_DPI);
      let inked = 0;
      for (let i = 0; i < plate.data.length; i += 3) if (plate.data[i + 2]! < 200) inked++;
      expect(inked / (plate.width * plate.height)).toBeGreaterThan(0.001);
    },
  );

  it("prints a top-folded card's back panel turned over, matching the renderer's reference", async () => {
    const doc = productDocument(3, '5x7', ['wide', 'tall'], { foilTypeId: 2, trimTypeId: 2 });
    const { file, report } = await printed('top-card', doc);
    expect(doc.surfaces.outside!.folds[0]?.axis).toBe('y');
    expect(report.pages.map((p) => p.plate)).toEqual(['colour', 'foil', 'colour']);
    // The raster of each colour page matches the print reference, which turns the back panel.
    await checkPrintFile(doc, file, report, [1, 3]);
  });

  it('prints a calendar: the cover, twelve months with their grids and the back', async () => {
    const doc = productDocument(
      20,
      '11x8.5',
      ['wide', 'big'],
      {},
      { startingMonthYear: '2027-01' },
    );
    const { file, report } = await printed('calendar', doc);
    // 14 pages: the cover, twelve month spreads (photo above grid) and the back cover. The
    // issue counted 13 (cover + months), but a wire-bound wall calendar has a back board too;
    // here the customer designs it, so a 13-page file would drop a surface they made.
    expect(report.pages.length).toBe(14);
    expect(report.pages[0]!.surfaceId).toBe('cover');
    expect(report.pages.at(-1)!.surfaceId).toBe('back');
    expect(report.pages.filter((p) => p.surfaceId.startsWith('month-'))).toHaveLength(12);
    await checkPrintFile(doc, file, report, [2]);
  });

  it('prints labels as the imposed US letter sheet, the design in every cell', async () => {
    const doc = productDocument(101, '2x2', ['wide']);
    const { file, report } = await printed('labels', doc);
    expect(report.pages).toEqual([{ surfaceId: 'sheet', plate: 'colour' }]);
    const { boxes } = await checkPrintFile(doc, file, report, [1]);
    expect(boxSizeInches(boxes[0]!.trimBox)).toEqual({ width: 8.5, height: 11 });
    const cells = doc.surfaces.sheet!.features.find((f) => f.kind === 'labelSheet');
    expect(cells?.kind === 'labelSheet' && cells.cells.length).toBeGreaterThan(1);
  });

  it('prints envelopes: the front with its addresses and the flap', async () => {
    const doc = productDocument(150, '5x7', ['wide']);
    const { file, report } = await printed('envelope', doc);
    expect(report.pages.map((p) => p.surfaceId)).toEqual(['front', 'flap']);
    await checkPrintFile(doc, file, report, [1, 2]);
  });

  it('prints a canvas as one wrap, the face’s border mirrored onto the edges', async () => {
    const doc = productDocument(51, '12x12', ['big'], {}, { frameWrapId: 2 });
    const { file, report } = await printed('canvas', doc);
    expect(report.pages).toEqual([{ surfaceId: 'canvas', plate: 'colour' }]);
    // The face and four mirrored edges each embed their own crop of the photo.
    expect(report.images.length).toBeGreaterThanOrEqual(5);
    await checkPrintFile(doc, file, report, [1]);
  });

  it('draws pattern fills, rotated crops, rounded bordered slots and shapes as the editor does', async () => {
    const doc = productDocument(4, '5x7', ['wide'], { styleId: 4 });
    const slot = Object.values(doc.elements).find((e) => e.type === 'photoSlot');
    if (slot?.type !== 'photoSlot') throw new Error('the flat card template has a photo slot');
    Object.assign(slot, {
      rotation: 12,
      crop: { panX: 0.5, panY: -0.3, zoom: 1.6, rotation: 20 },
      cornerRadius: 12,
      border: { color: '#224466', width: 3 },
    });
    doc.elements.star = {
      id: 'star',
      type: 'shape',
      shape: 'star',
      x: 40,
      y: 40,
      width: 60,
      height: 60,
      rotation: 15,
      fill: '#ffcc00',
      stroke: '#aa3300',
      strokeWidth: 2,
    };
    doc.surfaces.front!.elementIds.push('star');
    expect(
      Object.values(doc.elements).some((e) => e.type === 'background' && e.fill.kind === 'pattern'),
    ).toBe(true);
    const { file, report } = await printed('details', doc);
    // At 30 DPI the pattern's hairlines alias differently in poppler and librsvg; 72 DPI resolves them.
    await checkPrintFile(doc, file, report, [1], 72);
  });

  it('makes a proof of the same surfaces: foil in place, photos at most 100 PPI, fonts subset', async () => {
    const doc = productDocument(2, '5x7', ['wide', 'big'], { foilTypeId: 3, trimTypeId: 2 });
    const file = path.join(dir, 'proof.pdf');
    const report = await writeProofFile(doc, { photos }, createWriteStream(file));
    expect(report.pages).toEqual([
      { surfaceId: 'outside', plate: 'composite' },
      { surfaceId: 'inside', plate: 'composite' },
    ]);
    expect(pdfBoxes(file).pages).toBe(2);
    const images = pdfImages(file);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.xPpi).toBeLessThanOrEqual(101);
    await checkPdfX4(file);
    for (const font of pdfFonts(file)) expect(font).toMatchObject({ embedded: true, subset: true });
  });

  it('closes its destination when a photo cannot be read midway, leaving no half file', async () => {
    const doc = productDocument(4, '5x7', ['wide']);
    const sink = new PassThrough();
    sink.resume();
    const failing = {
      ...photos,
      open: async () => {
        throw new Error('the disk went away');
      },
    };
    await expect(writePrintFile(doc, { photos: failing }, sink)).rejects.toThrow(
      'the disk went away',
    );
    expect(sink.destroyed).toBe(true);
  });

  it('refuses a project whose photos are gone, and one with nothing to print', async () => {
    const doc = productDocument(4, '5x7', ['missing-photo']);
    await expect(printed('missing', doc)).rejects.toThrow(/no longer available: missing-photo/);
    const reel = productDocument(61, '8x8', ['wide']);
    await expect(printed('reel', reel)).rejects.toThrow(/nothing to print/);
  });
});

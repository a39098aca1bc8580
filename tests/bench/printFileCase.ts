/**
 * One measured case of the print file bench, in its own process so peak RSS is its own:
 *   node --import tsx tests/bench/printFileCase.ts <print|proof|raster> <pages> <photoDir>
 * Prints one JSON line: { ms, peakRssMb, bytes, pages }.
 */
import { createWriteStream, readdirSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { printedSurfaces } from '../../src/server/design/print/printLayout';
import { writePrintFile, writeProofFile } from '../../src/server/design/print/writePrintFile';
import { createProjectFromTemplate } from '../../src/shared/project/templates/createProject';
import { renderSurface } from '../../src/shared/render/renderSurface';
import { svgToString } from '../../src/shared/render/svgNode';

const [mode = 'print', pagesArg = '20', photoDir = ''] = process.argv.slice(2);
const pageCount = Number(pagesArg);
const files = readdirSync(photoDir)
  .filter((f) => f.endsWith('.jpg'))
  .sort();
const meta = await sharp(path.join(photoDir, files[0]!)).metadata();
const size = { width: meta.width!, height: meta.height! };

const doc = createProjectFromTemplate(
  {
    templateId: 1,
    themeId: 11,
    name: 'Bench Book',
    productTypeId: 1,
    photoCount: 3,
    orientation: 'portrait',
    styleId: 5,
    colorIds: [3],
    sizes: ['12x12'],
    keywords: 'family year',
  },
  { pageCount },
);
let next = 0;
for (const element of Object.values(doc.elements)) {
  if (element.type === 'photoSlot') element.photoId = files[next++ % files.length];
}
const out = path.join(photoDir, `${mode}-${pageCount}.pdf`);
/** As the server stores them: each original, and its 2048 px derivative that proofs read. */
const photos = {
  size: () => size,
  open: async (id: string) => path.join(photoDir, id),
  openSmall: async (id: string) => {
    const file = path.join(photoDir, 'large', id);
    const small = await sharp(file).metadata();
    return { source: file, width: small.width!, height: small.height! };
  },
};

/** The naive way: every page's SVG rasterised at 300 DPI and embedded as one image. */
async function rasterBaseline(): Promise<void> {
  const pdf = await PDFDocument.create();
  // librsvg (in sharp) does not load file: URLs, so the photos go in as data URLs.
  const dataUrls = new Map<string, string>();
  for (const file of files) {
    dataUrls.set(
      file,
      `data:image/jpeg;base64,${(await readFile(path.join(photoDir, file))).toString('base64')}`,
    );
  }
  for (const surface of printedSurfaces(doc)) {
    const svg = svgToString(
      renderSurface(doc, surface.id, {
        mode: 'print-reference',
        photos: (id) => ({ url: dataUrls.get(id)!, ...size }),
      }),
    );
    // sharp scales an SVG in points by (density / 72) twice: this density draws it at 300 DPI.
    const jpeg = await sharp(Buffer.from(svg), {
      density: Math.sqrt(300 * 72),
      unlimited: true,
      limitInputPixels: false,
    })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer();
    const image = await pdf.embedJpg(jpeg);
    const w = surface.width + 2 * surface.bleed;
    const h = surface.height + 2 * surface.bleed;
    pdf.addPage([w, h]).drawImage(image, { x: 0, y: 0, width: w, height: h });
  }
  await writeFile(out, await pdf.save());
}

// A long-running server has its modules, fonts and libvips warm: one small file first, unmeasured.
await writeProofFile(
  createProjectFromTemplate({
    templateId: 1,
    themeId: 11,
    name: 'Warm-up',
    productTypeId: 4,
    photoCount: 1,
    colorIds: [3],
    sizes: ['5x7'],
    keywords: 'warm',
  }),
  { photos: { size: () => undefined, open: async () => '' } },
  createWriteStream(path.join(photoDir, 'warm-up.pdf')),
);
await sharp(path.join(photoDir, files[0]!)).resize(64).toBuffer();

const started = performance.now();
if (mode === 'raster') await rasterBaseline();
else {
  const write = mode === 'proof' ? writeProofFile : writePrintFile;
  await write(doc, { photos }, createWriteStream(out));
}
const ms = performance.now() - started;
const bytes = (await stat(out)).size;
console.log(
  JSON.stringify({
    ms,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    bytes,
    pages: printedSurfaces(doc).length,
  }),
);

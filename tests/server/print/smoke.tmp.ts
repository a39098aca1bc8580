import { createWriteStream } from 'node:fs';
import sharp from 'sharp';
import { writePrintFile } from '../../../src/server/print/writePrintFile';
import { createProjectFromTemplate } from '../../../src/shared/project/templates/createProject';

const doc = createProjectFromTemplate({
  templateId: 1,
  themeId: 11,
  name: 'Summer Book',
  productTypeId: Number(process.argv[2] ?? 1),
  photoCount: 3,
  orientation: 'portrait',
  styleId: 5,
  colorIds: [3],
  foilTypeId: 3,
  trimTypeId: 2,
  formatTypeId: 2,
  sizes: [process.argv[3] ?? '8x8'],
  keywords: 'summer',
});
let n = 0;
for (const e of Object.values(doc.elements)) if (e.type === 'photoSlot') e.photoId = `p${n++ % 3}`;
const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
  .composite([
    {
      input: Buffer.from(
        '<svg width="1200" height="800"><circle cx="600" cy="400" r="300" fill="#c33"/></svg>',
      ),
    },
  ])
  .jpeg()
  .toBuffer();
const t = performance.now();
const report = await writePrintFile(
  doc,
  { photos: { size: () => ({ width: 1200, height: 800 }), open: async () => photo } },
  createWriteStream('/tmp/print-smoke.pdf'),
);
console.log(
  report.pages.length,
  report.images.length,
  report.bytes,
  (performance.now() - t).toFixed(0),
  'ms',
);

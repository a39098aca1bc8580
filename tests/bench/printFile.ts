/**
 * The print file of a 12x12 photo book full of 12-megapixel photos: time and peak RSS of the
 * print master (pages walked into PDF operators, photos cropped and capped at 300 DPI, streamed)
 * and of the proof, beside the naive baseline measured in the same run (each page's SVG
 * rasterised at 300 DPI with sharp/librsvg and embedded as one image). Each case runs in its own
 * process, so its peak RSS is its own. 20 pages always; 100 pages with BENCH_PRINT_100=1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { table } from './support/benchTables';

const PHOTO_COUNT = 12;
const WIDTH = 4000;
const HEIGHT = 3000;

/** Photo-like 12 MP JPEGs (gradient, shapes, noise so JPEG has detail to keep), made once. */
async function benchPhotos(): Promise<string> {
  const dir = path.join(tmpdir(), 'printshop-bench-12mp');
  await mkdir(dir, { recursive: true });
  for (let i = 0; i < PHOTO_COUNT; i++) {
    const file = path.join(dir, `photo-${String(i).padStart(2, '0')}.jpg`);
    if (existsSync(file)) continue;
    const hue = (i * 47) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,40%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 90) % 360},60%,80%)"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${1000 + i * 150}" cy="1100" r="700" fill="hsl(${(hue + 180) % 360},80%,55%)"/>
      <path d="M0 3000L2200 1500L4000 2400V3000Z" fill="hsl(${(hue + 120) % 360},50%,30%)"/></svg>`;
    const noise = await sharp({
      create: {
        width: WIDTH,
        height: HEIGHT,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 24 },
      },
    })
      .png()
      .toBuffer();
    await sharp(Buffer.from(svg))
      .composite([{ input: noise, blend: 'overlay' }])
      .jpeg({ quality: 88 })
      .toFile(file);
  }
  // The 2048 px 'large' derivative the photo job makes of every upload; proofs read these.
  await mkdir(path.join(dir, 'large'), { recursive: true });
  for (let i = 0; i < PHOTO_COUNT; i++) {
    const name = `photo-${String(i).padStart(2, '0')}.jpg`;
    const file = path.join(dir, 'large', name);
    if (!existsSync(file)) {
      await sharp(path.join(dir, name))
        .resize(2048, 2048, { fit: 'inside' })
        .jpeg({ quality: 85 })
        .toFile(file);
    }
  }
  return dir;
}

interface CaseResult {
  ms: number;
  peakRssMb: number;
  bytes: number;
  pages: number;
}

function runCase(mode: 'print' | 'proof' | 'raster', pages: number, dir: string): CaseResult {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'printFileCase.ts'),
      mode,
      String(pages),
      dir,
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`print bench ${mode} ${pages}: ${result.stderr}`);
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as CaseResult;
}

export async function benchPrintFile(): Promise<void> {
  const dir = await benchPhotos();
  const sizes = process.env.BENCH_PRINT_100 === '1' ? [20, 100] : [20];
  const rows: (string | number)[][] = [];
  for (const pages of sizes) {
    const baseline = runCase('raster', pages, dir);
    const print = runCase('print', pages, dir);
    const proof = runCase('proof', pages, dir);
    for (const [name, r] of [
      ['raster every page at 300 DPI (baseline)', baseline],
      ['print file (vector, photos ≤ 300 DPI)', print],
      ['proof (photos ≤ 100 DPI, watermark)', proof],
    ] as const) {
      rows.push([
        `${pages}-page 12x12 book (${r.pages} PDF pages): ${name}`,
        (r.ms / 1000).toFixed(1),
        r.peakRssMb.toFixed(0),
        (r.bytes / 1024 / 1024).toFixed(1),
        (r.ms / baseline.ms).toFixed(2),
        (r.peakRssMb / baseline.peakRssMb).toFixed(2),
      ]);
    }
  }
  console.log(`\nPrint file, ${PHOTO_COUNT} distinct ${WIDTH}×${HEIGHT} JPEGs in the slots\n`);
  console.log(
    table(['case', 's', 'peak RSS MB', 'file MB', 'time vs baseline', 'RSS vs baseline'], rows),
  );
  console.log(
    'Targets (issue 34): 20 pages ≤ 15 s, 100 pages ≤ 80 s, both ≤ 600 MB on 2 cores; proof of 20 < 3 s.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPrintFile();

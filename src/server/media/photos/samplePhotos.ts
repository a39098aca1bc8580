import sharp from 'sharp';

/**
 * The demo account's sample library: colourful generated scenes (a sky with a sun over a horizon,
 * hills, shapes) in landscape, portrait and square, large enough to print, taken over a few years.
 * Pure: scene i is always the same picture, so a restart recognises what it already stored.
 */
export const SAMPLE_PHOTO_COUNT = 40;

const SHAPES = [
  { width: 3000, height: 2000 },
  { width: 2000, height: 3000 },
  { width: 2400, height: 2400 },
  { width: 3600, height: 2400 },
] as const;

const PALETTES = [
  ['#ff9a8b', '#ff6a88', '#ffd86f', '#2b5876'],
  ['#a1c4fd', '#c2e9fb', '#fddb92', '#355c7d'],
  ['#f6d365', '#fda085', '#fff1a8', '#6a3093'],
  ['#84fab0', '#8fd3f4', '#ffffff', '#136a8a'],
  ['#fccb90', '#d57eeb', '#fff6b7', '#2c3e50'],
  ['#43e97b', '#38f9d7', '#fefefe', '#1d4350'],
  ['#fa709a', '#fee140', '#fffbd5', '#b20a2c'],
  ['#30cfd0', '#330867', '#f9d423', '#0f2027'],
] as const;

export interface SamplePhoto {
  name: string;
  width: number;
  height: number;
  /** EXIF DateTimeOriginal ('YYYY:MM:DD HH:MM:SS'). */
  takenAt: string;
  svg: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Spread over three years, a few weeks apart, at daytime hours. */
function takenAtOf(i: number): string {
  const day = new Date(Date.UTC(2023, 0, 14) + i * 27 * 86_400_000);
  const hour = 8 + ((i * 5) % 11);
  return `${day.getUTCFullYear()}:${pad(day.getUTCMonth() + 1)}:${pad(day.getUTCDate())} ${pad(hour)}:${pad((i * 13) % 60)}:00`;
}

export function samplePhoto(i: number): SamplePhoto {
  const { width, height } = SHAPES[i % SHAPES.length]!;
  const [skyTop, skyBottom, sun, ground] = PALETTES[i % PALETTES.length]!;
  const horizon = Math.round(height * (0.55 + ((i * 7) % 20) / 100));
  const sunX = Math.round(width * (0.2 + ((i * 37) % 60) / 100));
  const sunR = Math.round(Math.min(width, height) * (0.06 + ((i * 3) % 8) / 100));
  const hill = (offset: number, lift: number) =>
    `M0 ${horizon + lift} Q ${Math.round(width * (0.25 + offset))} ${horizon - lift * 3} ${Math.round(width * 0.5)} ${horizon + lift} T ${width} ${horizon} V ${height} H 0 Z`;
  const shapes = Array.from({ length: 6 }, (_, k) => {
    const x = Math.round(((i * 53 + k * 211) % 100) * (width / 100));
    const y = Math.round(((i * 29 + k * 97) % 40) * (horizon / 100));
    const r = Math.round(Math.min(width, height) * (0.02 + (k % 3) / 100));
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.35"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>${shapes}
<circle cx="${sunX}" cy="${horizon - sunR}" r="${sunR}" fill="${sun}"/>
<path d="${hill(0, Math.round(height * 0.04))}" fill="${ground}" fill-opacity="0.7"/>
<path d="${hill(0.2, Math.round(height * 0.02))}" fill="${ground}"/>
</svg>`;
  return { name: `sample-${pad(i + 1)}.jpg`, width, height, takenAt: takenAtOf(i), svg };
}

/** The scene as a JPEG with its date taken in EXIF, as a camera would write it. */
export function samplePhotoJpeg(sample: SamplePhoto): Promise<Buffer> {
  return sharp(Buffer.from(sample.svg))
    .withExif({
      IFD0: { Make: 'Printshop Sample Camera' },
      IFD2: { DateTimeOriginal: sample.takenAt },
    })
    .jpeg({ quality: 88 })
    .toBuffer();
}

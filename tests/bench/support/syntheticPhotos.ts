/**
 * A deterministic (seeded) set of photograph-like pictures for the near-duplicate benchmark:
 * gradient skies, overlapping shapes, soft blur, film-grain noise and a caption, rendered from SVG
 * by sharp. Besides the distinct scenes it holds look-alikes that are NOT copies (the same scene
 * shifted, the same scene with some objects recoloured), so precision measures something; every
 * picture then gets edited copies (resized, re-encoded, cropped, brightened) that ARE duplicates.
 */
import sharp from 'sharp';
import { seededRandom } from '../../../src/shared/photos/testing/generatePhotos';

export const PHOTO_WIDTH = 480;
export const PHOTO_HEIGHT = 360;
const W = PHOTO_WIDTH;
const H = PHOTO_HEIGHT;

const WORDS = ['Beach', 'Oma 80', 'Paris', 'Summer', 'Birthday', 'Kita', 'Skiing', 'Wedding'];

interface Shape {
  kind: 'circle' | 'rect' | 'ellipse' | 'triangle';
  x: number;
  y: number;
  size: number;
  aspect: number;
  angle: number;
  colour: [number, number, number];
  blur: number;
}

export interface Scene {
  seed: number;
  sky: [[number, number, number], [number, number, number]];
  skyAngle: number;
  shapes: Shape[];
  caption: string;
  captionX: number;
  captionY: number;
}

function rgb(random: () => number): [number, number, number] {
  return [0, 0, 0].map(() => Math.floor(random() * 256)) as [number, number, number];
}

export function sceneOf(seed: number): Scene {
  const random = seededRandom(seed * 7919 + 17);
  const shapes: Shape[] = Array.from({ length: 8 + Math.floor(random() * 6) }, () => ({
    kind: (['circle', 'rect', 'ellipse', 'triangle'] as const)[Math.floor(random() * 4)]!,
    x: random() * W,
    y: random() * H,
    size: 40 + random() * 130,
    aspect: 0.4 + random() * 1.2,
    angle: random() * 180,
    colour: rgb(random),
    blur: random() < 0.4 ? random() * 6 : 0,
  }));
  return {
    seed,
    sky: [rgb(random), rgb(random)],
    skyAngle: random(),
    shapes,
    caption: WORDS[Math.floor(random() * WORDS.length)]!,
    captionX: 20 + random() * 200,
    captionY: 60 + random() * 260,
  };
}

/** The same scene with everything but the sky moved right by `fraction` of the width. */
export function shifted(scene: Scene, fraction: number): Scene {
  const dx = fraction * W;
  return {
    ...scene,
    shapes: scene.shapes.map((s) => ({ ...s, x: s.x + dx })),
    captionX: scene.captionX + dx,
  };
}

/**
 * Another scene of the same family: a different photo of the same place, which shares the
 * scene's sky and its two largest objects (the layout of light and dark a coarse hash sees first)
 * but has its other objects and caption from `seed`. Not a copy, and close enough that window
 * hashes can match: what a near-duplicate check must tell apart from a crop.
 */
export function sibling(scene: Scene, seed: number): Scene {
  const other = sceneOf(seed);
  const largest = [...scene.shapes].sort((a, b) => b.size * b.aspect - a.size * a.aspect);
  return {
    ...other,
    sky: scene.sky,
    skyAngle: scene.skyAngle,
    shapes: [...largest.slice(0, 2), ...other.shapes.slice(2)],
  };
}

/**
 * The same scene with its `count` largest objects in new colours, each clearly lighter or darker
 * than before (a hue change alone is invisible to a greyscale hash, and to most viewers in a
 * thumbnail): a different photo of the same place, not a copy.
 */
export function recoloured(scene: Scene, count: number): Scene {
  const random = seededRandom(scene.seed * 31 + 5);
  const shapes = scene.shapes.map((s) => ({ ...s }));
  const largest = [...shapes].sort((a, b) => b.size * b.aspect - a.size * a.aspect).slice(0, count);
  for (const shape of largest) {
    const dark = luma(shape.colour) > 128;
    let colour = rgb(random);
    while (Math.abs(luma(colour) - luma(shape.colour)) < 90 || luma(colour) > 128 === dark) {
      colour = rgb(random);
    }
    shape.colour = colour;
  }
  return { ...scene, shapes };
}

const luma = ([r, g, b]: [number, number, number]) => 0.299 * r + 0.587 * g + 0.114 * b;

const css = ([r, g, b]: [number, number, number]) => `rgb(${r},${g},${b})`;

export function svgOf(scene: Scene): string {
  const defs: string[] = [];
  const body = scene.shapes.map((s, i) => {
    const filter = s.blur > 0 ? ` filter="url(#b${i})"` : '';
    if (s.blur > 0)
      defs.push(
        `<filter id="b${i}"><feGaussianBlur stdDeviation="${s.blur.toFixed(1)}"/></filter>`,
      );
    const rotate = `transform="rotate(${s.angle.toFixed(1)} ${s.x.toFixed(1)} ${s.y.toFixed(1)})"`;
    const fill = `fill="${css(s.colour)}"${filter}`;
    switch (s.kind) {
      case 'circle':
        return `<circle cx="${s.x}" cy="${s.y}" r="${s.size / 2}" ${fill}/>`;
      case 'ellipse':
        return `<ellipse cx="${s.x}" cy="${s.y}" rx="${s.size / 2}" ry="${(s.size * s.aspect) / 2}" ${rotate} ${fill}/>`;
      case 'rect':
        return `<rect x="${s.x - s.size / 2}" y="${s.y - (s.size * s.aspect) / 2}" width="${s.size}" height="${s.size * s.aspect}" ${rotate} ${fill}/>`;
      default: {
        const r = s.size / 2;
        const points = [0, 120, 240]
          .map((a) => {
            const t = ((a + s.angle) * Math.PI) / 180;
            return `${(s.x + r * Math.cos(t)).toFixed(1)},${(s.y + r * s.aspect * Math.sin(t)).toFixed(1)}`;
          })
          .join(' ');
        return `<polygon points="${points}" ${fill}/>`;
      }
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="${scene.skyAngle.toFixed(2)}" y2="1">
<stop offset="0" stop-color="${css(scene.sky[0])}"/><stop offset="1" stop-color="${css(scene.sky[1])}"/></linearGradient>
<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="${scene.seed}"/><feColorMatrix type="saturate" values="0"/></filter>
${defs.join('')}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${body.join('')}
<text x="${scene.captionX.toFixed(0)}" y="${scene.captionY.toFixed(0)}" font-family="sans-serif" font-size="44" font-weight="bold" fill="white" stroke="black" stroke-width="2">${scene.caption}</text>
<rect width="${W}" height="${H}" filter="url(#grain)" opacity="0.18"/></svg>`;
}

export async function render(scene: Scene): Promise<Buffer> {
  return sharp(Buffer.from(svgOf(scene)))
    .png()
    .toBuffer();
}

/** The edits that make a duplicate: what the issue lists, at strengths people actually apply. */
export const COPY_KINDS = [
  'resized to 50 %',
  'JPEG quality 35',
  'cropped 4 % each side',
  'brightened +10 %',
  'resized 30 % + JPEG 70',
] as const;

export async function copiesOf(original: Buffer): Promise<Buffer[]> {
  const cropX = Math.round(W * 0.04);
  const cropY = Math.round(H * 0.04);
  return [
    await sharp(original)
      .resize(Math.round(W / 2))
      .png()
      .toBuffer(),
    await sharp(original).jpeg({ quality: 35 }).toBuffer(),
    await sharp(original)
      .extract({ left: cropX, top: cropY, width: W - 2 * cropX, height: H - 2 * cropY })
      .png()
      .toBuffer(),
    await sharp(original).modulate({ brightness: 1.1 }).png().toBuffer(),
    await sharp(original)
      .resize(Math.round(W * 0.3))
      .jpeg({ quality: 70 })
      .toBuffer(),
  ];
}

export interface LabelledImage {
  image: Buffer;
  /** Pictures with the same group are copies of one another. */
  group: number;
  /** 'original', 'shifted look-alike', 'recoloured look-alike' or one of COPY_KINDS. */
  kind: string;
}

/**
 * `scenes` distinct scenes (seeds from `firstSeed` on, so a hash tuned on one range can be checked
 * on another); every third one also as a shifted look-alike (12 % of the width) and every third
 * (offset) as a recoloured look-alike (3 objects): distinct pictures, each its own group. Then
 * every picture with its COPY_KINDS copies.
 */
export async function* labelledImages(
  scenes: number,
  firstSeed = 0,
): AsyncGenerator<LabelledImage> {
  let group = 0;
  for (let seed = firstSeed; seed < firstSeed + scenes; seed++) {
    const scene = sceneOf(seed);
    const pictures: [string, Scene][] = [['original', scene]];
    if (seed % 3 === 1) pictures.push(['shifted look-alike', shifted(scene, 0.12)]);
    if (seed % 3 === 2) pictures.push(['recoloured look-alike', recoloured(scene, 3)]);
    for (const [kind, picture] of pictures) {
      const original = await render(picture);
      yield { image: original, group, kind };
      const copies = await copiesOf(original);
      for (let c = 0; c < copies.length; c++)
        yield { image: copies[c]!, group, kind: COPY_KINDS[c]! };
      group++;
    }
  }
}

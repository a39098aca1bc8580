/**
 * Edited copies of a rendered scene for the crop-tolerant near-duplicate benchmark: crops that
 * remove up to 10 % from one or more sides, rescales, re-encodes, brightness and contrast changes
 * of up to ±20 %, and combinations of them. Two strength plans: the one the signature's settings
 * were tuned on, and a held-out one (other strengths, the extremes included) that the benchmark
 * measures, on other scenes and other seeds.
 */
import sharp from 'sharp';
import { seededRandom } from '../../../src/shared/photos/testing/generatePhotos';
import {
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  recoloured,
  render,
  type Scene,
  sceneOf,
  shifted,
  sibling,
} from './syntheticPhotos';

export const VARIANT_KINDS = [
  'crop, one side',
  'crop, several sides',
  'rescale',
  're-encode',
  'brightness',
  'contrast',
  'combined',
] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

/** How strong each edit may be: the held-out plan reaches the limits the issue sets. */
export interface StrengthPlan {
  /** Fraction of a side removed by a crop. */
  crop: () => number;
  /** Factor of the longer side. */
  scale: () => number;
  /** JPEG quality. */
  quality: () => number;
  /** Signed change of brightness or contrast (0.2 = +20 %). */
  change: () => number;
}

const pickOf =
  <T>(random: () => number, values: readonly T[]) =>
  () =>
    values[Math.floor(random() * values.length)]!;

const between = (random: () => number, low: number, high: number) => () =>
  low + (high - low) * random();

/** The strengths the signature was tuned on: a few middling values. */
export function tuningPlan(random: () => number): StrengthPlan {
  const sign = () => (random() < 0.5 ? -1 : 1);
  const change = pickOf(random, [0.08, 0.12, 0.15]);
  return {
    crop: pickOf(random, [0.03, 0.05, 0.07, 0.09]),
    scale: pickOf(random, [0.5, 0.7]),
    quality: pickOf(random, [50, 75]),
    change: () => sign() * change(),
  };
}

/** Held out: uniform strengths up to the limits, a third of them at the limit itself. */
export function heldOutPlan(random: () => number): StrengthPlan {
  const sign = () => (random() < 0.5 ? -1 : 1);
  const upTo = (limit: number, low: number) => () =>
    random() < 1 / 3 ? limit : between(random, low, limit)();
  const change = upTo(0.2, 0.02);
  return {
    crop: upTo(0.1, 0.01),
    scale: between(random, 0.22, 0.85),
    quality: () => Math.round(between(random, 20, 92)()),
    change: () => sign() * change(),
  };
}

interface Edit {
  crop?: { left: number; right: number; top: number; bottom: number };
  scale?: number;
  quality?: number;
  brightness?: number;
  contrast?: number;
}

function editFor(kind: VariantKind, plan: StrengthPlan, random: () => number): Edit {
  const sides = (count: number) => {
    const order = ['left', 'right', 'top', 'bottom'].sort(() => random() - 0.5).slice(0, count);
    const crop = { left: 0, right: 0, top: 0, bottom: 0 };
    for (const side of order) crop[side as keyof typeof crop] = plan.crop();
    return crop;
  };
  switch (kind) {
    case 'crop, one side':
      return { crop: sides(1) };
    case 'crop, several sides':
      return { crop: sides(2 + Math.floor(random() * 3)) };
    case 'rescale':
      return { scale: plan.scale() };
    case 're-encode':
      return { quality: plan.quality() };
    case 'brightness':
      return { brightness: 1 + plan.change() };
    case 'contrast':
      return { contrast: 1 + plan.change() };
    default:
      return {
        crop: sides(1 + Math.floor(random() * 4)),
        scale: random() < 0.7 ? plan.scale() : undefined,
        quality: plan.quality(),
        brightness: random() < 0.7 ? 1 + plan.change() : undefined,
        contrast: random() < 0.7 ? 1 + plan.change() : undefined,
      };
  }
}

async function applyEdit(original: Buffer, edit: Edit): Promise<Buffer> {
  let image = sharp(original);
  let width = PHOTO_WIDTH;
  let height = PHOTO_HEIGHT;
  if (edit.crop) {
    const left = Math.round(PHOTO_WIDTH * edit.crop.left);
    const top = Math.round(PHOTO_HEIGHT * edit.crop.top);
    width = PHOTO_WIDTH - left - Math.round(PHOTO_WIDTH * edit.crop.right);
    height = PHOTO_HEIGHT - top - Math.round(PHOTO_HEIGHT * edit.crop.bottom);
    image = sharp(await image.extract({ left, top, width, height }).png().toBuffer());
  }
  if (edit.brightness !== undefined) image = image.modulate({ brightness: edit.brightness });
  if (edit.contrast !== undefined) {
    // Around mid-grey, as photo editors' contrast sliders do.
    image = image.linear(edit.contrast, 128 * (1 - edit.contrast));
  }
  if (edit.scale !== undefined) image = image.resize(Math.max(16, Math.round(width * edit.scale)));
  return edit.quality !== undefined
    ? image.jpeg({ quality: edit.quality }).toBuffer()
    : image.png().toBuffer();
}

export interface Variant {
  kind: VariantKind;
  image: Buffer;
}

/** One copy of each kind, `perKind` times, with strengths from `plan`. */
export async function variantsOf(
  original: Buffer,
  seed: number,
  planOf: (random: () => number) => StrengthPlan,
  perKind = 1,
): Promise<Variant[]> {
  const random = seededRandom(seed * 104729 + 7);
  const plan = planOf(random);
  const variants: Variant[] = [];
  for (const kind of VARIANT_KINDS) {
    for (let i = 0; i < perKind; i++) {
      variants.push({ kind, image: await applyEdit(original, editFor(kind, plan, random)) });
    }
  }
  return variants;
}

export interface SceneImage {
  image: Buffer;
  /** Pictures with the same group are copies of one another. */
  group: number;
  /** The scene rendered: look-alikes share it with their original but not the group. */
  scene: number;
  /** 'original', 'shifted look-alike', 'recoloured look-alike' or a VariantKind. */
  kind: string;
}

/**
 * Seeds of the sibling scenes (syntheticPhotos.ts `sibling`): apart from both the tuning scenes
 * (0–59) and the held-out ones (1000–1059).
 */
const SIBLING_SEEDS = 5000;

/**
 * `scenes` scenes from `firstSeed` on, each with `perKind` copies of every VariantKind at the
 * plan's strengths; every third scene also as a look-alike that is not a copy (moved 12 %, or 3
 * objects recoloured), each its own group without copies. With `siblingEvery`, every that many
 * scenes also a sibling scene (another photo of the same place: a scene of its own, with copies
 * of its own), so a set holds pairs of different scenes that look alike, as the held-out set's
 * random scenes happened to (three pairs among 60).
 */
export async function* sceneImages(
  scenes: number,
  firstSeed: number,
  planOf: (random: () => number) => StrengthPlan,
  perKind: number,
  siblingEvery = 0,
): AsyncGenerator<SceneImage> {
  let group = 0;
  for (let seed = firstSeed; seed < firstSeed + scenes; seed++) {
    const scene = sceneOf(seed);
    const pictures: [number, Scene][] = [[seed, scene]];
    if (siblingEvery > 0 && (seed - firstSeed) % siblingEvery === siblingEvery - 1) {
      pictures.push([SIBLING_SEEDS + seed, sibling(scene, SIBLING_SEEDS + seed)]);
    }
    for (const [id, picture] of pictures) {
      const original = await render(picture);
      yield { image: original, group, scene: id, kind: 'original' };
      for (const variant of await variantsOf(original, id, planOf, perKind)) {
        yield { image: variant.image, group, scene: id, kind: variant.kind };
      }
      group++;
    }
    if (seed % 3 === 1) {
      const image = await render(shifted(scene, 0.12));
      yield { image, group: group++, scene: seed, kind: 'shifted look-alike' };
    }
    if (seed % 3 === 2) {
      const image = await render(recoloured(scene, 3));
      yield { image, group: group++, scene: seed, kind: 'recoloured look-alike' };
    }
  }
}

import { areaAverage } from '../perceptualHash';
import { seededRandom } from './generatePhotos';

/**
 * A held-out set for the near-duplicate rule made of what fooled it in customers' libraries:
 * bursts. A PLACE is a fixed camera's view (sky and ground gradients, the horizon, large still
 * things: houses, trees); a MOMENT is the place with its subjects (people, a dog, a ball) where
 * they were at that shot, and fresh sensor grain. Two moments of one place share the light and
 * most of the layout of light and dark, which is all a coarse hash keeps, yet they are different
 * photos and neither may hide the other. Pure code, seeded, greyscale (both hashers hash luma).
 */

export const SCENE_WIDTH = 400;
export const SCENE_HEIGHT = 300;

interface Shape {
  x: number;
  y: number;
  /** Half width and half height. */
  rx: number;
  ry: number;
  /** Grey level, 0–255. */
  v: number;
  round: boolean;
}

export interface Place {
  seed: number;
  skyTop: number;
  skyBottom: number;
  ground: number;
  horizon: number;
  still: Shape[];
}

export interface Moment {
  place: Place;
  subjects: Shape[];
  grainSeed: number;
}

export interface GreyPicture {
  gray: Uint8Array;
  width: number;
  height: number;
}

export function placeOf(seed: number): Place {
  const random = seededRandom(seed * 2654435761);
  const W = SCENE_WIDTH;
  const H = SCENE_HEIGHT;
  const horizon = H * (0.35 + random() * 0.3);
  const still = Array.from({ length: 3 + Math.floor(random() * 4) }, () => {
    const rx = W * (0.06 + random() * 0.14);
    const ry = H * (0.1 + random() * 0.25);
    return {
      x: random() * W,
      y: horizon - ry * 0.6,
      rx,
      ry,
      v: 20 + random() * 215,
      round: random() < 0.4,
    };
  });
  return {
    seed,
    skyTop: 120 + random() * 135,
    skyBottom: 90 + random() * 120,
    ground: 30 + random() * 140,
    horizon,
    still,
  };
}

/** Subjects of a first moment: four to seven, each a tenth to a fifth of the picture high. */
function subjectsOf(place: Place, random: () => number): Shape[] {
  return Array.from({ length: 4 + Math.floor(random() * 4) }, () => subjectAt(place, random));
}

function subjectAt(place: Place, random: () => number): Shape {
  const ry = SCENE_HEIGHT * (0.05 + random() * 0.1);
  return {
    x: SCENE_WIDTH * (0.08 + random() * 0.84),
    y: place.horizon + (SCENE_HEIGHT - place.horizon) * random() * 0.8 - ry * 0.3,
    rx: ry * (0.35 + random() * 0.5),
    ry,
    v: random() < 0.5 ? 10 + random() * 70 : 180 + random() * 75,
    round: random() < 0.5,
  };
}

/**
 * `count` moments of one place, as a burst a few seconds apart: from one shot to the next most
 * subjects walk 5–15 % of the width (the slightest move a viewer takes for another photo), one may
 * leave and one may come, and the grain is new. No camera move: a pan would be a crop.
 */
export function momentsOf(place: Place, count: number): Moment[] {
  const random = seededRandom(place.seed * 40503 + 11);
  let subjects = subjectsOf(place, random);
  const moments: Moment[] = [];
  for (let m = 0; m < count; m++) {
    if (m > 0) {
      subjects = subjects.map((s) => {
        if (random() < 0.25) return s;
        const step = SCENE_WIDTH * (0.05 + random() * 0.1) * (random() < 0.5 ? -1 : 1);
        const x = s.x + step < 0 || s.x + step > SCENE_WIDTH ? s.x - step : s.x + step;
        return { ...s, x, y: s.y + SCENE_HEIGHT * (random() - 0.5) * 0.04 };
      });
      if (random() < 0.3 && subjects.length > 3)
        subjects.splice(Math.floor(random() * subjects.length), 1);
      if (random() < 0.3) subjects.push(subjectAt(place, random));
    }
    moments.push({ place, subjects, grainSeed: place.seed * 131 + m });
  }
  return moments;
}

function paint(gray: Float64Array, shape: Shape): void {
  const W = SCENE_WIDTH;
  const x0 = Math.max(0, Math.floor(shape.x - shape.rx - 1));
  const x1 = Math.min(W - 1, Math.ceil(shape.x + shape.rx + 1));
  const y0 = Math.max(0, Math.floor(shape.y - shape.ry - 1));
  const y1 = Math.min(SCENE_HEIGHT - 1, Math.ceil(shape.y + shape.ry + 1));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = Math.abs(x + 0.5 - shape.x) / shape.rx;
      const dy = Math.abs(y + 0.5 - shape.y) / shape.ry;
      const inside = shape.round ? Math.hypot(dx, dy) : Math.max(dx, dy);
      // A pixel of soft edge, as a lens draws one.
      const cover = Math.min(1, Math.max(0, (1 - inside) * Math.min(shape.rx, shape.ry)));
      gray[y * W + x] = gray[y * W + x]! * (1 - cover) + shape.v * cover;
    }
  }
}

export function renderMoment(moment: Moment): GreyPicture {
  const { place } = moment;
  const W = SCENE_WIDTH;
  const H = SCENE_HEIGHT;
  const canvas = new Float64Array(W * H);
  for (let y = 0; y < H; y++) {
    const sky = y < place.horizon;
    const t = sky ? y / place.horizon : (y - place.horizon) / (H - place.horizon);
    const v = sky
      ? place.skyTop + (place.skyBottom - place.skyTop) * t
      : place.ground * (0.8 + 0.4 * t);
    canvas.fill(v, y * W, (y + 1) * W);
  }
  for (const shape of place.still) paint(canvas, shape);
  for (const shape of moment.subjects) paint(canvas, shape);
  const grain = seededRandom(moment.grainSeed);
  const gray = new Uint8Array(W * H);
  for (let i = 0; i < gray.length; i++) {
    gray[i] = clamp(canvas[i]! + (grain() + grain() + grain() - 1.5) * 8);
  }
  return { gray, width: W, height: H };
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** The picture cut by fractions of its width and height from each side. */
export function cropped(
  picture: GreyPicture,
  cut: { left: number; right: number; top: number; bottom: number },
): GreyPicture {
  const x0 = Math.round(picture.width * cut.left);
  const y0 = Math.round(picture.height * cut.top);
  const width = picture.width - x0 - Math.round(picture.width * cut.right);
  const height = picture.height - y0 - Math.round(picture.height * cut.bottom);
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    gray.set(
      picture.gray.subarray((y0 + y) * picture.width + x0, (y0 + y) * picture.width + x0 + width),
      y * width,
    );
  }
  return { gray, width, height };
}

/** Scaled by `factor` (area averaging, as a photo app's export does). */
export function resized(picture: GreyPicture, factor: number): GreyPicture {
  const width = Math.max(16, Math.round(picture.width * factor));
  const height = Math.max(12, Math.round(picture.height * factor));
  const cells = areaAverage(picture.gray, picture.width, picture.height, width, height);
  return { gray: Uint8Array.from(cells, clamp), width, height };
}

/** Brightness times `gain` and contrast times `contrast` around mid-grey. */
export function toned(picture: GreyPicture, gain: number, contrast: number): GreyPicture {
  const gray = Uint8Array.from(picture.gray, (v) => clamp(((v - 128) * contrast + 128) * gain));
  return { ...picture, gray };
}

/**
 * A date burnt into a corner, as a camera or a printing app does: strokes of light digits over
 * about 16 % by 5 % of the picture, the photo showing between them. Small edits like it leave the
 * photo the same photo.
 */
export function stamped(picture: GreyPicture, seed: number): GreyPicture {
  const random = seededRandom(seed);
  const gray = picture.gray.slice();
  const w = Math.round(picture.width * 0.16);
  const h = Math.round(picture.height * 0.05);
  const x0 = random() < 0.5 ? picture.width - w - 6 : 6;
  const y0 = picture.height - h - 6;
  const digit = Math.max(4, Math.round(w / 8));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inDigit = x % digit;
      const stroke =
        inDigit < 2 || inDigit >= digit - 3 ? true : y < 2 || y >= h - 2 || Math.abs(y - h / 2) < 1;
      if (stroke && inDigit < digit - 1) gray[(y0 + y) * picture.width + x0 + x] = 240;
    }
  }
  return { ...picture, gray };
}

/**
 * The labelled picture sets of the near-duplicate benchmark, hashed as the server hashes a photo,
 * and how well a rule that flags pairs does on them. Two sets: the tuning set that the crop
 * signature's settings were chosen on (scenes 0–59 at the tuning strengths, with sibling scenes
 * that look alike), and the held-out set the benchmark reports (scenes 1000–1059, other seeds,
 * the held-out strengths up to the limits). Nothing is tuned on the held-out set.
 */
import sharp from 'sharp';
import { type CropSignature, cropSignature } from '../../../src/shared/photos/cropSignature';
import { type Hashes64, hammingAt, hashesFromHex } from '../../../src/shared/photos/hash64';
import {
  differenceHash,
  HASH_INPUT_SIZE,
  lumaOf,
  perceptualHash,
} from '../../../src/shared/photos/perceptualHash';
import { heldOutPlan, type StrengthPlan, sceneImages, tuningPlan } from './photoVariants';

export interface SetSpec {
  name: string;
  scenes: number;
  firstSeed: number;
  plan: (random: () => number) => StrengthPlan;
  /** Copies of each variant kind per scene. */
  perKind: number;
  /** Every that many scenes also a sibling scene (photoVariants.ts); 0 for none. */
  siblingEvery: number;
}

/** Held-out scenes rendered for the quality table: 17 images each, a few minutes on a busy machine. */
export const HELD_OUT: SetSpec = {
  name: 'held-out',
  scenes: 60,
  firstSeed: 1000,
  plan: heldOutPlan,
  perKind: 2,
  siblingEvery: 0,
};

/**
 * What the signature's settings (windows, weak bits, thresholds, the verification's cut-off) are
 * chosen on: `node --import tsx tests/bench/nearDuplicates.ts --tuning` prints its table.
 */
export const TUNING: SetSpec = {
  name: 'tuning',
  scenes: 60,
  firstSeed: 0,
  plan: tuningPlan,
  perKind: 2,
  siblingEvery: 4,
};

/** What both hashers hash: the picture stretched to HASH_INPUT_SIZE square, as luma. */
export async function hashInputOf(image: Buffer): Promise<Uint8Array> {
  const pixels = await sharp(image)
    .resize(HASH_INPUT_SIZE, HASH_INPUT_SIZE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return lumaOf(pixels, 3);
}

export interface Rendered {
  group: number[];
  scene: number[];
  kind: string[];
  dHashes: Hashes64;
  shipped: Hashes64;
  signatures: CropSignature[];
}

export async function renderSet(spec: SetSpec): Promise<Rendered> {
  const dHashes: string[] = [];
  const shipped: string[] = [];
  const out: Omit<Rendered, 'dHashes' | 'shipped'> = {
    group: [],
    scene: [],
    kind: [],
    signatures: [],
  };
  const images = sceneImages(
    spec.scenes,
    spec.firstSeed,
    spec.plan,
    spec.perKind,
    spec.siblingEvery,
  );
  for await (const image of images) {
    const gray = await hashInputOf(image.image);
    dHashes.push(differenceHash(gray, HASH_INPUT_SIZE, HASH_INPUT_SIZE));
    shipped.push(perceptualHash(gray, HASH_INPUT_SIZE, HASH_INPUT_SIZE));
    out.signatures.push(cropSignature(gray, HASH_INPUT_SIZE, HASH_INPUT_SIZE));
    out.group.push(image.group);
    out.scene.push(image.scene);
    out.kind.push(image.kind);
  }
  return { ...out, dHashes: hashesFromHex(dHashes), shipped: hashesFromHex(shipped) };
}

/** Pairs flagged by one rule, as keys a·n + b (a < b). */
export type Flagged = Set<number>;

export function flaggedByHash(hashes: Hashes64, threshold: number): Flagged {
  const n = hashes.hi.length;
  const flagged: Flagged = new Set();
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++)
      if (hammingAt(hashes, a, b) <= threshold) flagged.add(a * n + b);
  }
  return flagged;
}

/** The pairs in one duplicate group once flagged pairs are joined into connected components. */
export function grouped(n: number, flagged: Flagged): Flagged {
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (const key of flagged) parent[root(Math.floor(key / n))] = root(key % n);
  const together: Flagged = new Set();
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) if (root(a) === root(b)) together.add(a * n + b);
  }
  return together;
}

export interface Quality {
  /** Per variant kind: [found, all] original–copy pairs. */
  recallByKind: Map<string, [number, number]>;
  /** All pairs of copies of one picture (copy–copy too): [found, all]. */
  groupRecall: [number, number];
  truePairs: number;
  differentScenes: number;
  /** Distinct pairs of different scenes among those pairs (copies of one scene pair count once). */
  sceneTwins: number;
  lookAlikes: number;
}

export function qualityOf(set: Rendered, flagged: Flagged): Quality {
  const n = set.group.length;
  const recallByKind = new Map<string, [number, number]>();
  const groupRecall: [number, number] = [0, 0];
  let truePairs = 0;
  let differentScenes = 0;
  const twins = new Set<string>();
  let lookAlikes = 0;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const hit = flagged.has(a * n + b);
      if (set.group[a] === set.group[b]) {
        groupRecall[1]++;
        if (hit) {
          groupRecall[0]++;
          truePairs++;
        }
        const original = set.kind[a] === 'original' ? b : set.kind[b] === 'original' ? a : -1;
        if (original < 0) continue;
        const counts = recallByKind.get(set.kind[original]!) ?? [0, 0];
        counts[1]++;
        if (hit) counts[0]++;
        recallByKind.set(set.kind[original]!, counts);
      } else if (hit) {
        if (set.scene[a] === set.scene[b]) lookAlikes++;
        else {
          differentScenes++;
          twins.add(
            `${Math.min(set.scene[a]!, set.scene[b]!)},${Math.max(set.scene[a]!, set.scene[b]!)}`,
          );
        }
      }
    }
  }
  return {
    recallByKind,
    groupRecall,
    truePairs,
    differentScenes,
    sceneTwins: twins.size,
    lookAlikes,
  };
}

export function sumKinds(q: Quality): [number, number] {
  let found = 0;
  let all = 0;
  for (const [f, a] of q.recallByKind.values()) {
    found += f;
    all += a;
  }
  return [found, all];
}

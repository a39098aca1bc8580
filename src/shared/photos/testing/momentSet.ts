import sharp from 'sharp';
import { cropSignature, encodeSignature } from '../cropSignature';
import type { DuplicateCandidate, DuplicateGroup } from '../duplicates';
import { HASH_INPUT_SIZE, lumaOf, perceptualHash } from '../perceptualHash';
import { seededRandom } from './generatePhotos';
import {
  cropped,
  type GreyPicture,
  momentsOf,
  placeOf,
  renderMoment,
  resized,
  stamped,
  toned,
} from './momentScenes';

/**
 * The labelled held-out set of momentScenes.ts: every moment of every place is a distinct photo
 * (its own group), and each comes with the copies people really upload twice: crops of up to 10 %
 * a side, recompressions, resizes, a brightness or contrast change, a burnt-in stamp, and a
 * combination. Hashed as the server hashes an upload (sharp scales the file to the hash input).
 */
export interface MomentSetSpec {
  firstSeed: number;
  places: number;
  momentsPerPlace: number;
}

/** Where a rule's cut-offs are to be chosen: other places than the held-out set's. */
export const TUNING_MOMENTS: MomentSetSpec = { firstSeed: 8000, places: 72, momentsPerPlace: 3 };

/**
 * What the bench scores, never tuned on: seeds apart from every set the rule's settings were
 * chosen on (0–59, 1000–1059, 5000+) and from the tuning bursts (8000–8071).
 */
export const HELD_OUT_MOMENTS: MomentSetSpec = { firstSeed: 9000, places: 24, momentsPerPlace: 3 };

export const COPY_KINDS = [
  'crop, one side',
  'crop, several sides',
  'resize',
  'recompress',
  'brightness and contrast',
  'date stamp',
  'combined',
] as const;

export interface LabelledPhoto {
  candidate: DuplicateCandidate;
  /** Photos with one group are copies of one another; moments of one place are not. */
  group: number;
  place: number;
  kind: 'original' | (typeof COPY_KINDS)[number];
  /** What was hashed (HASH_INPUT_SIZE square luma): lets a tuning script try other signatures. */
  gray: Uint8Array;
}

interface Encoded {
  picture: GreyPicture;
  jpegQuality?: number;
}

function copyOf(
  original: GreyPicture,
  kind: (typeof COPY_KINDS)[number],
  random: () => number,
): Encoded {
  const cut = () => 0.01 + random() * 0.09;
  const sides = (count: number) => {
    const chosen = ['left', 'right', 'top', 'bottom'].sort(() => random() - 0.5).slice(0, count);
    return {
      left: chosen.includes('left') ? cut() : 0,
      right: chosen.includes('right') ? cut() : 0,
      top: chosen.includes('top') ? cut() : 0,
      bottom: chosen.includes('bottom') ? cut() : 0,
    };
  };
  const change = () => 1 + (random() < 0.5 ? -1 : 1) * (0.03 + random() * 0.12);
  switch (kind) {
    case 'crop, one side':
      return { picture: cropped(original, sides(1)) };
    case 'crop, several sides':
      return { picture: cropped(original, sides(2 + Math.floor(random() * 3))) };
    case 'resize':
      return { picture: resized(original, 0.25 + random() * 0.55) };
    case 'recompress':
      return { picture: original, jpegQuality: Math.round(25 + random() * 65) };
    case 'brightness and contrast':
      return { picture: toned(original, change(), change()) };
    case 'date stamp':
      return { picture: stamped(original, Math.floor(random() * 1e9)) };
    default:
      return {
        picture: toned(
          resized(cropped(original, sides(1 + Math.floor(random() * 4))), 0.3 + random() * 0.5),
          change(),
          1,
        ),
        jpegQuality: Math.round(40 + random() * 50),
      };
  }
}

/** The picture as a file (PNG, or JPEG at a quality), then what the server hashes of that file. */
async function hashInputOf({ picture, jpegQuality }: Encoded): Promise<Uint8Array> {
  const raw = sharp(Buffer.from(picture.gray), {
    raw: { width: picture.width, height: picture.height, channels: 1 },
  });
  const file = await (jpegQuality === undefined
    ? raw.png()
    : raw.jpeg({ quality: jpegQuality })
  ).toBuffer();
  const { data, info } = await sharp(file)
    .resize(HASH_INPUT_SIZE, HASH_INPUT_SIZE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return info.channels === 1 ? new Uint8Array(data) : lumaOf(data, info.channels as 3 | 4);
}

export async function renderMomentSet(spec: MomentSetSpec): Promise<LabelledPhoto[]> {
  const photos: LabelledPhoto[] = [];
  let group = 0;
  for (let seed = spec.firstSeed; seed < spec.firstSeed + spec.places; seed++) {
    const random = seededRandom(seed * 7 + 3);
    for (const moment of momentsOf(placeOf(seed), spec.momentsPerPlace)) {
      const original = renderMoment(moment);
      const versions: [LabelledPhoto['kind'], Encoded][] = [
        ['original', { picture: original }],
        ...COPY_KINDS.map(
          (kind) => [kind, copyOf(original, kind, random)] as [LabelledPhoto['kind'], Encoded],
        ),
      ];
      for (const [kind, encoded] of versions) {
        const gray = await hashInputOf(encoded);
        const id = photos.length + 1;
        photos.push({
          candidate: {
            id,
            width: encoded.picture.width,
            height: encoded.picture.height,
            createdAt: new Date(Date.UTC(2026, 0, 1) + id * 1000).toISOString(),
            perceptualHash: perceptualHash(gray, HASH_INPUT_SIZE, HASH_INPUT_SIZE),
            cropSignature: encodeSignature(cropSignature(gray, HASH_INPUT_SIZE, HASH_INPUT_SIZE)),
          },
          group,
          place: seed,
          kind,
          gray,
        });
      }
      group++;
    }
  }
  return photos;
}

export interface DuplicateScore {
  /** Pairs the rule put in one group that are copies of one picture, and all it put together. */
  truePairs: number;
  flaggedPairs: number;
  /** Pairs of copies of one picture, all of them (copy with copy too), and those found. */
  copyPairs: number;
  /** Original–copy pairs found per kind of copy: [found, all]. */
  recallByKind: Map<string, [number, number]>;
  /** Photos hidden whose group holds no copy of them. */
  wronglyHidden: number;
  /** Distinct pictures (moments) of which no copy stays shown: what a customer loses. */
  lostPictures: number;
  /** Pairs of different moments of one place in one group, and of different places. */
  momentPairs: number;
  otherPairs: number;
  precision: number;
  recall: number;
}

/** How the rule's groups (findDuplicateGroups) fare against the labels, pair by pair. */
export function scoreGroups(
  photos: readonly Omit<LabelledPhoto, 'gray'>[],
  groups: readonly DuplicateGroup[],
): DuplicateScore {
  const byId = new Map(photos.map((p) => [p.candidate.id, p]));
  const ruleGroup = new Map<number, number>();
  groups.forEach((g, i) => {
    for (const id of [g.keep, ...g.duplicates]) ruleGroup.set(id, i);
  });
  let truePairs = 0;
  let flaggedPairs = 0;
  let copyPairs = 0;
  const recallByKind = new Map<string, [number, number]>();
  for (let a = 0; a < photos.length; a++) {
    for (let b = a + 1; b < photos.length; b++) {
      const pa = photos[a]!;
      const pb = photos[b]!;
      const ga = ruleGroup.get(pa.candidate.id);
      const together = ga !== undefined && ga === ruleGroup.get(pb.candidate.id);
      const same = pa.group === pb.group;
      if (together) flaggedPairs++;
      if (same) copyPairs++;
      if (together && same) truePairs++;
      if (same && (pa.kind === 'original') !== (pb.kind === 'original')) {
        const kind = pa.kind === 'original' ? pb.kind : pa.kind;
        const counts = recallByKind.get(kind) ?? [0, 0];
        counts[1]++;
        if (together) counts[0]++;
        recallByKind.set(kind, counts);
      }
    }
  }
  let momentPairs = 0;
  let otherPairs = 0;
  for (const g of groups) {
    const members = [g.keep, ...g.duplicates].map((id) => byId.get(id)!);
    for (let a = 0; a < members.length; a++) {
      for (let b = a + 1; b < members.length; b++) {
        if (members[a]!.group === members[b]!.group) continue;
        if (members[a]!.place === members[b]!.place) momentPairs++;
        else otherPairs++;
      }
    }
  }
  const hidden = new Set(groups.flatMap((g) => g.duplicates));
  const shownPictures = new Set(
    photos.filter((p) => !hidden.has(p.candidate.id)).map((p) => p.group),
  );
  const lostPictures = new Set(photos.map((p) => p.group)).size - shownPictures.size;
  let wronglyHidden = 0;
  for (const g of groups) {
    const labelOf = (id: number) => byId.get(id)!.group;
    for (const id of g.duplicates) {
      const twins = [g.keep, ...g.duplicates].filter(
        (other) => other !== id && labelOf(other) === labelOf(id),
      );
      if (twins.length === 0) wronglyHidden++;
    }
  }
  return {
    truePairs,
    flaggedPairs,
    copyPairs,
    recallByKind,
    wronglyHidden,
    lostPictures,
    momentPairs,
    otherPairs,
    precision: flaggedPairs === 0 ? 1 : truePairs / flaggedPairs,
    recall: truePairs / Math.max(1, copyPairs),
  };
}

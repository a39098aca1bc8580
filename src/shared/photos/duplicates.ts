import { type CropSignature, decodeSignature } from './cropSignature';
import { findNearCopies } from './cropVerify';
import { hashesFromHex } from './hash64';
import { findNearPairs } from './nearPairs';
import { addedTime, type IndexedPhoto, pixelsOf } from './photoRecord';
import type { Progress } from './slices';

/**
 * Most differing bits for two perceptual hashes (perceptualHash.ts) to count as the same picture,
 * in the worker and on the server alike. Chosen with the benchmark (tests/bench/nearDuplicates.ts:
 * resized, re-encoded, 4 %-cropped and brightened copies of photo-like scenes, against distinct
 * scenes and look-alikes that are not copies): at 8, precision 0.999 and recall 0.97 on scenes it
 * was not tuned on; at 10 precision falls to 0.98. The hash's distances are even, so 9 equals 8.
 */
export const NEAR_DUPLICATE_THRESHOLD = 8;

export type DuplicateCandidate = Pick<
  IndexedPhoto,
  'id' | 'width' | 'height' | 'createdAt' | 'contentHash' | 'perceptualHash' | 'cropSignature'
>;

export interface DuplicateGroup {
  /** The copy that stays visible: the most pixels, then the earliest added, then the lowest id. */
  keep: number;
  /** The other copies, flagged isDuplicate and hidden by 'hide duplicates'. */
  duplicates: number[];
}

/**
 * Groups photos that are the same file (equal content hash) or the same picture: crop signatures
 * that match and verify (one a crop, rescale, re-encode or brightness or contrast change of the
 * other, cropVerify.ts), or, for a photo without a signature yet, perceptual hashes within
 * `threshold` bits. Groups are connected components, so a chain of near copies is one group. As
 * steps for `runInSlices`.
 */
export function* findDuplicateGroups(
  photos: readonly DuplicateCandidate[],
  threshold = NEAR_DUPLICATE_THRESHOLD,
): Generator<Progress, DuplicateGroup[]> {
  const parent = Int32Array.from(photos, (_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const join = (a: number, b: number) => {
    parent[root(a)] = root(b);
  };

  const firstWithContent = new Map<string, number>();
  photos.forEach((photo, i) => {
    if (!photo.contentHash) return;
    const first = firstWithContent.get(photo.contentHash);
    if (first === undefined) firstWithContent.set(photo.contentHash, i);
    else join(i, first);
  });

  const signed: number[] = [];
  const signatures: CropSignature[] = [];
  photos.forEach((photo, i) => {
    const signature = signatureOf(photo);
    if (!signature) return;
    signed.push(i);
    signatures.push(signature);
  });
  const copies = yield* findNearCopies(signatures);
  for (let p = 0; p < copies.a.length; p++) join(signed[copies.a[p]!]!, signed[copies.b[p]!]!);
  // The crop search compares whole hashes too; the plain one is needed while some photos have a
  // perceptual hash but no signature yet (before their rehash), and with a caller's threshold.
  // Two signed photos are left to the verified search: their whole hashes alone match different
  // photos of one place, which the verification turned away.
  const hashed = photos.flatMap((photo, i) => (photo.perceptualHash ? [i] : []));
  const plainOnly = threshold === NEAR_DUPLICATE_THRESHOLD;
  if (!plainOnly || signed.length < hashed.length) {
    const isSigned = new Uint8Array(photos.length);
    for (const i of signed) isSigned[i] = 1;
    const hashes = hashesFromHex(hashed.map((i) => photos[i]!.perceptualHash!));
    const pairs = yield* findNearPairs(hashes, threshold);
    for (let p = 0; p < pairs.a.length; p++) {
      const a = hashed[pairs.a[p]!]!;
      const b = hashed[pairs.b[p]!]!;
      if (plainOnly && isSigned[a] && isSigned[b]) continue;
      join(a, b);
    }
  }

  const members = new Map<number, number[]>();
  photos.forEach((_, i) => {
    const r = root(i);
    const group = members.get(r);
    if (group) group.push(i);
    else members.set(r, [i]);
  });
  const groups: DuplicateGroup[] = [];
  for (const group of members.values()) {
    if (group.length < 2) continue;
    const ranked = group.map((i) => photos[i]!).sort(betterCopyFirst);
    groups.push({ keep: ranked[0]!.id, duplicates: ranked.slice(1).map((p) => p.id) });
  }
  return groups;
}

/** The photo's decoded signature; one that does not decode (an older client's) counts as none. */
function signatureOf(photo: DuplicateCandidate): CropSignature | undefined {
  if (!photo.cropSignature) return undefined;
  try {
    return decodeSignature(photo.cropSignature);
  } catch {
    return undefined;
  }
}

function betterCopyFirst(a: DuplicateCandidate, b: DuplicateCandidate): number {
  return pixelsOf(b) - pixelsOf(a) || addedTime(a) - addedTime(b) || a.id - b.id;
}

/** The ids to flag isDuplicate. */
export function duplicateIdsOf(groups: readonly DuplicateGroup[]): Set<number> {
  return new Set(groups.flatMap((group) => group.duplicates));
}

import type { IndexedPhoto } from '../photoRecord';

/** A small deterministic PRNG (mulberry32), so generated libraries are the same in every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['beach', 'birthday', 'garden', 'wedding', 'snow', 'family', 'trip', 'dog', 'cake'];
const SOURCES = [0, 0, 0, 1, 5, 8, 13, 20];
const SIZES: [number, number][] = [
  [4032, 3024],
  [3024, 4032],
  [3000, 3000],
  [1920, 1080],
  [1080, 1920],
  [6000, 4000],
];
const DAY = 86_400_000;
const START = Date.UTC(2008, 0, 1);

export interface PhotoLibraryShape {
  albums: number;
  duplicateRate: number;
  undatedRate: number;
}

/**
 * A believable photo library: most photos from own uploads, a few dozen albums, fifteen years of
 * dates with some undated scans, a mix of orientations and geotags, and some flagged duplicates.
 */
export function generatePhotos(
  count: number,
  seed = 1,
  shape: Partial<PhotoLibraryShape> = {},
): IndexedPhoto[] {
  const { albums = 40, duplicateRate = 0.05, undatedRate = 0.08 } = shape;
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const photos: IndexedPhoto[] = [];
  for (let i = 0; i < count; i++) {
    const [width, height] = pick(SIZES);
    const taken = START + Math.floor(random() * 15 * 365) * DAY + Math.floor(random() * DAY);
    const added = taken + Math.floor(random() * 400 * DAY);
    const albumIds: number[] = [];
    if (albums > 0) {
      while (random() < 0.45 && albumIds.length < 3)
        albumIds.push(1 + Math.floor(random() * albums));
    }
    photos.push({
      id: i + 1,
      name: random() < 0.6 ? `IMG_${1000 + i}.jpg` : `${pick(WORDS)} ${pick(WORDS)} ${i}.jpg`,
      width,
      height,
      createdAt: new Date(added).toISOString(),
      ...(random() < undatedRate ? {} : { takenAt: new Date(taken).toISOString() }),
      albumIds,
      sourceId: pick(SOURCES),
      isDuplicate: random() < duplicateRate,
      isGeoTagged: random() < 0.35,
    });
  }
  return photos;
}

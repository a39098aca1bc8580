import { z } from 'zod';
import { type Focus, focusSchema } from '../elements';

/** A face (or any attention box) in a photo, as fractions (0..1) of its width and height. */
export const faceBoxSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().positive().max(1),
  height: z.number().positive().max(1),
});

/**
 * What autofill knows of one photo: its pixel size (as displayed, EXIF rotation applied), when it
 * was taken, and, when an index has them, its focus point, faces and a quality score (0..1).
 */
export const autofillPhotoSchema = z.object({
  id: z.string().min(1).max(64),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** ISO 8601, with or without a zone (EXIF has none); photos with no date go last, in order. */
  takenAt: z.iso.datetime({ offset: true, local: true }).nullish(),
  focus: focusSchema.optional(),
  faces: z.array(faceBoxSchema).max(50).optional(),
  score: z.number().min(0).max(1).optional(),
});
export type AutofillPhoto = z.infer<typeof autofillPhotoSchema>;

export const autofillOptionsSchema = z.object({
  /** A gap between two photos longer than this starts a new chapter (a new page). */
  chapterGapDays: z.number().positive().max(3650).default(7),
  /** How many photos a book page aims at before more pages are added. */
  photosPerPage: z.number().int().min(1).max(6).default(3),
  /** At most this many photos on a calendar month. */
  maxPhotosPerMonth: z.number().int().min(1).max(6).default(4),
});
export type AutofillOptions = z.input<typeof autofillOptionsSchema>;
export type ResolvedAutofillOptions = z.output<typeof autofillOptionsSchema>;

export const autofillInputSchema = z.object({
  photos: z.array(autofillPhotoSchema).max(5000),
  options: autofillOptionsSchema.default({
    chapterGapDays: 7,
    photosPerPage: 3,
    maxPhotosPerMonth: 4,
  }),
});

/** A photo as the API and the photo index carry it (ids as numbers, focus as two fields). */
export interface StoredPhotoFields {
  id: number | string;
  width: number;
  height: number;
  takenAt?: string | null;
  focusRelativeX?: number | null;
  focusRelativeY?: number | null;
}

/**
 * What autofill reads of a stored photo; undefined for one still being processed (no size yet),
 * which cannot be framed. A taken date that is not a date is treated as none.
 */
export function autofillPhotoFrom(photo: StoredPhotoFields): AutofillPhoto | undefined {
  if (photo.width <= 0 || photo.height <= 0) return undefined;
  const taken = autofillPhotoSchema.shape.takenAt.safeParse(photo.takenAt);
  const hasFocus = photo.focusRelativeX != null && photo.focusRelativeY != null;
  return {
    id: String(photo.id),
    width: Math.round(photo.width),
    height: Math.round(photo.height),
    takenAt: taken.success ? taken.data : null,
    ...(hasFocus ? { focus: { x: photo.focusRelativeX!, y: photo.focusRelativeY! } } : {}),
  };
}

/**
 * Where a crop should centre: the given focus point, else the middle of the faces weighted by
 * their size (a group photo centres on the group), else nothing (the photo's centre).
 */
export function focusOf(photo: AutofillPhoto): Focus | undefined {
  if (photo.focus) return photo.focus;
  if (!photo.faces?.length) return undefined;
  let weight = 0;
  let x = 0;
  let y = 0;
  for (const face of photo.faces) {
    const area = face.width * face.height;
    weight += area;
    x += (face.x + face.width / 2) * area;
    y += (face.y + face.height / 2) * area;
  }
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return { x: clamp(x / weight), y: clamp(y / weight) };
}

/** Milliseconds since the epoch, or Infinity for an undated photo. */
function takenTime(photo: AutofillPhoto): number {
  const time = photo.takenAt ? Date.parse(photo.takenAt) : Number.NaN;
  return Number.isFinite(time) ? time : Number.POSITIVE_INFINITY;
}

/** The photos in taken order; equal times (and undated photos) keep the order they came in. */
export function inTakenOrder(photos: readonly AutofillPhoto[]): AutofillPhoto[] {
  return photos
    .map((photo, index) => ({ photo, index, time: takenTime(photo) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : a.time < b.time ? -1 : 1))
    .map((entry) => entry.photo);
}

/** A photo at most once: the first of several with one id wins, so a caller's repeat is harmless. */
export function uniquePhotos(photos: readonly AutofillPhoto[]): AutofillPhoto[] {
  const seen = new Set<string>();
  return photos.filter((photo) => !seen.has(photo.id) && seen.add(photo.id));
}

/** Splits taken-ordered photos where the time between two neighbours passes the gap. */
export function splitChapters(
  ordered: readonly AutofillPhoto[],
  gapDays: number,
): AutofillPhoto[][] {
  const gapMs = gapDays * 86_400_000;
  const chapters: AutofillPhoto[][] = [];
  let previous: number | undefined;
  for (const photo of ordered) {
    const time = takenTime(photo);
    const last = chapters.at(-1);
    const opensChapter =
      !last ||
      (previous !== undefined &&
        Number.isFinite(time) &&
        Number.isFinite(previous) &&
        time - previous > gapMs);
    if (opensChapter) chapters.push([photo]);
    else last.push(photo);
    previous = time;
  }
  return chapters;
}

/** The time between one chapter's last photo and the next one's first (Infinity when undated). */
function gapAfter(chapters: readonly AutofillPhoto[][], index: number): number {
  const end = takenTime(chapters[index]!.at(-1)!);
  const start = takenTime(chapters[index + 1]![0]!);
  return Number.isFinite(end) && Number.isFinite(start) ? start - end : Number.POSITIVE_INFINITY;
}

/**
 * Chapters merged, closest in time first, until they fit `pages` at `perPage` photos a page: a
 * library spread over years (a photo a month) would otherwise open a new page for every photo
 * and grow a 20-page book to 35. Chapters that already fit are left as they are.
 */
export function chaptersToFit(
  chapters: readonly AutofillPhoto[][],
  pages: number,
  perPage: number,
): AutofillPhoto[][] {
  const merged = chapters.map((chapter) => [...chapter]);
  const wanted = () => merged.reduce((sum, c) => sum + Math.ceil(c.length / perPage), 0);
  while (merged.length > 1 && wanted() > pages) {
    let closest = 0;
    for (let i = 1; i < merged.length - 1; i++)
      if (gapAfter(merged, i) < gapAfter(merged, closest)) closest = i;
    merged.splice(closest, 2, [...merged[closest]!, ...merged[closest + 1]!]);
  }
  return merged;
}

/** Width over height. */
export const aspectOf = (size: { width: number; height: number }) => size.width / size.height;

/** How well a photo's shape fits a frame's: 1 for the same shape, towards 0 as they part. */
export function shapeFit(photo: { width: number; height: number }, frameAspect: number): number {
  const a = aspectOf(photo);
  return Math.min(a, frameAspect) / Math.max(a, frameAspect);
}

/**
 * The photos strongest first, for a frame of the given shape: a known quality score first, then
 * resolution times how well the photo fills the frame; ties keep taken order.
 */
export function strongestFirst(
  ordered: readonly AutofillPhoto[],
  frameAspect: number,
): AutofillPhoto[] {
  return ordered
    .map((photo, index) => ({
      photo,
      index,
      score: photo.score ?? -1,
      merit: photo.width * photo.height * shapeFit(photo, frameAspect) ** 2,
    }))
    .sort((a, b) => b.score - a.score || b.merit - a.merit || a.index - b.index)
    .map((entry) => entry.photo);
}

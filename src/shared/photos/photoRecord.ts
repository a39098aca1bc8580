import { z } from 'zod';
import { photo } from '../api/actions/photos';

const hexOf = (chars: number) =>
  z.string().regex(new RegExp(`^[0-9a-f]{${chars}}$`), `${chars} lower-case hex digits`);

/**
 * What the photo index reads from a photo: the searchable fields of spec §3 as the API sends them
 * (`my/photos`), plus the hashes the worker computes, so duplicates can be found on the device.
 */
export const indexedPhoto = photo
  .pick({
    id: true,
    name: true,
    width: true,
    height: true,
    createdAt: true,
    takenAt: true,
    albumIds: true,
    sourceId: true,
    isDuplicate: true,
    isGeoTagged: true,
  })
  .extend({
    /** SHA-256 of the file's bytes. */
    contentHash: hexOf(64).optional(),
    /** 64-bit perceptual hash (perceptualHash.ts). */
    perceptualHash: hexOf(16).optional(),
    /** Crop signature, base64 (cropSignature.ts): finds copies that were cropped. */
    cropSignature: photo.shape.cropSignature,
  });

export type IndexedPhoto = z.infer<typeof indexedPhoto>;

export const ORIENTATIONS = ['landscape', 'portrait', 'square'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** Derived, not stored: a rotated or re-measured photo can never disagree with its size. */
export function orientationOf(p: Pick<IndexedPhoto, 'width' | 'height'>): Orientation {
  if (p.width > p.height) return 'landscape';
  if (p.width < p.height) return 'portrait';
  return 'square';
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})/;

/**
 * Year and month (1–12) as written in the taken date. EXIF dates have no time zone, so the
 * calendar date is read from the text rather than shifted through the device's zone.
 */
export function takenYearMonth(p: Pick<IndexedPhoto, 'takenAt'>): [number, number] | undefined {
  const match = p.takenAt ? CALENDAR_DATE.exec(p.takenAt) : null;
  if (!match) return undefined;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? [Number(match[1]), month] : undefined;
}

function timeOf(text: string | undefined): number {
  const ms = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(ms) ? 0 : ms;
}

/** Sort key of the date-added sorts. */
export function addedTime(p: Pick<IndexedPhoto, 'createdAt'>): number {
  return timeOf(p.createdAt);
}

/**
 * Sort key of the date-taken sorts. A photo without a taken date (a scan, a stripped file) sorts
 * by when it was added, so it shows up near the photos of the same upload instead of at one end.
 */
export function takenTime(p: Pick<IndexedPhoto, 'createdAt' | 'takenAt'>): number {
  // Parsed once: this runs for every photo when the index is built.
  const ms = p.takenAt ? Date.parse(p.takenAt) : Number.NaN;
  return Number.isNaN(ms) ? addedTime(p) : ms;
}

/** Pixel count, for choosing the best copy among duplicates. */
export function pixelsOf(p: Pick<IndexedPhoto, 'width' | 'height'>): number {
  return p.width * p.height;
}

import exifr from 'exifr';

export interface PhotoExif {
  takenAt?: Date;
  /** EXIF orientation 1–8; 5 to 8 mean the stored pixels are turned a quarter. */
  orientation?: number;
  isGeoTagged: boolean;
}

/** `2024:06:01 10:30:00` with an optional `+02:00`; a time without offset is read as UTC. */
function exifDate(text: unknown, offset: unknown): Date | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text.trim());
  if (!m) return undefined;
  const zone = typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : 'Z';
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${zone}`);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1800 ? undefined : date;
}

/** What the photo's EXIF says about when and where; a photo without EXIF has none of it. */
export async function readPhotoExif(image: Buffer): Promise<PhotoExif> {
  let tags: Record<string, unknown> | undefined;
  try {
    // Dates kept as text: exifr would read them in the server's time zone.
    tags = await exifr.parse(image, { tiff: true, exif: true, gps: true, reviveValues: false });
  } catch {
    return { isGeoTagged: false };
  }
  if (!tags) return { isGeoTagged: false };
  const takenAt =
    exifDate(tags.DateTimeOriginal, tags.OffsetTimeOriginal) ??
    exifDate(tags.CreateDate, tags.OffsetTimeDigitized);
  const orientation = typeof tags.Orientation === 'number' ? tags.Orientation : undefined;
  const isGeoTagged =
    typeof tags.latitude === 'number' || Boolean(tags.GPSLatitude && tags.GPSLongitude);
  return { takenAt, orientation, isGeoTagged };
}

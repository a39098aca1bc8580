import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPhotoExif } from './photoExif';
import { SAMPLE_PHOTO_COUNT, samplePhoto, samplePhotoJpeg } from './samplePhotos';

const samples = Array.from({ length: SAMPLE_PHOTO_COUNT }, (_, i) => samplePhoto(i));

describe('the demo sample photos', () => {
  it('come in every orientation, large enough to print, with distinct names and scenes', () => {
    const shapes = new Set(
      samples.map((s) =>
        s.width > s.height ? 'landscape' : s.width < s.height ? 'portrait' : 'square',
      ),
    );
    expect([...shapes].sort()).toEqual(['landscape', 'portrait', 'square']);
    for (const s of samples) expect(Math.min(s.width, s.height)).toBeGreaterThanOrEqual(2000);
    expect(new Set(samples.map((s) => s.name)).size).toBe(SAMPLE_PHOTO_COUNT);
    expect(new Set(samples.map((s) => s.svg)).size).toBe(SAMPLE_PHOTO_COUNT);
    expect(samplePhoto(3)).toEqual(samplePhoto(3));
  });

  it('were taken over a few years, in order', () => {
    const years = new Set(samples.map((s) => s.takenAt.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(3);
    const sorted = [...samples.map((s) => s.takenAt)].sort();
    expect(samples.map((s) => s.takenAt)).toEqual(sorted);
  });

  it('are JPEGs whose EXIF date the photo job reads back', async () => {
    const sample = samplePhoto(5);
    const jpeg = await samplePhotoJpeg(sample);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', sample.width, sample.height]);
    const exif = await readPhotoExif(jpeg);
    const [date, time] = sample.takenAt.split(' ');
    expect(exif.takenAt?.toISOString()).toBe(`${date!.replaceAll(':', '-')}T${time}.000Z`);
  });
});

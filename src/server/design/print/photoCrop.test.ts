import { describe, expect, it } from 'vitest';
import { planPhotoCrop } from './photoCrop';

const corners = (x: number, y: number, w: number, h: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

describe('planPhotoCrop', () => {
  // A 3000 × 2000 photo drawn 720 × 480 pt (10 × 6.67 in): 300 DPI exactly.
  const image = { x: 0, y: 0, width: 720, height: 480 };
  const photo = { width: 3000, height: 2000 };

  it('keeps only the pixels the clip shows, placed where they were', () => {
    const plan = planPhotoCrop(image, photo, [1, 0, 0, 1, 0, 0], [corners(360, 0, 360, 240)], 300);
    expect(plan).toMatchObject({ left: 1500, top: 0, width: 1500, height: 1000 });
    expect(plan).toMatchObject({ placeX: 360, placeY: 0, placeWidth: 360, placeHeight: 240 });
    expect(plan?.nativeDpi).toBeCloseTo(300);
    expect(plan?.outWidth).toBe(1500);
  });

  it('downsamples above the cap and never enlarges below it', () => {
    const half: [number, number, number, number, number, number] = [0.5, 0, 0, 0.5, 0, 0];
    const dense = planPhotoCrop(image, photo, half, [], 300);
    expect(dense?.nativeDpi).toBeCloseTo(600);
    expect(dense).toMatchObject({ outWidth: 1500, outHeight: 1000 });
    expect(dense?.embeddedDpi).toBeCloseTo(300);
    const sparse = planPhotoCrop(image, photo, [2, 0, 0, 2, 0, 0], [], 300);
    expect(sparse).toMatchObject({ outWidth: 3000, outHeight: 2000 });
    expect(sparse?.embeddedDpi).toBeCloseTo(150);
  });

  it('follows a mirrored, rotated placement back into the photo', () => {
    // Mirrored in x about the image's right edge: the clip over x 720..1080 shows its right half.
    const mirror: [number, number, number, number, number, number] = [-1, 0, 0, 1, 1440, 0];
    const plan = planPhotoCrop(image, photo, mirror, [corners(1080, 0, 360, 480)], 300);
    expect(plan).toMatchObject({ left: 0, width: 1500, top: 0, height: 2000 });
  });

  it('says when nothing of the photo shows', () => {
    expect(planPhotoCrop(image, photo, [1, 0, 0, 1, 0, 0], [corners(800, 0, 50, 50)], 300)).toBe(
      undefined,
    );
  });
});

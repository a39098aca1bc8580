import sharp from 'sharp';
import { PT_PER_INCH } from '../../../shared/project/units';
import { applyMatrix, invert, type Matrix, xScale, yScale } from './matrix';

/** A point on the page (PDF user space of the page, points). */
export interface PagePoint {
  x: number;
  y: number;
}

export interface PhotoCropPlan {
  /** Pixels of the photo that show: left, top, width, height. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Pixel size to embed: the crop, downsampled to the resolution cap, never enlarged. */
  outWidth: number;
  outHeight: number;
  /** Where the crop sits in the image element's own units (its x/y/width/height space). */
  placeX: number;
  placeY: number;
  placeWidth: number;
  placeHeight: number;
  /** The crop's effective resolution at print size before the cap, and after it. */
  nativeDpi: number;
  embeddedDpi: number;
}

export interface ImageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What part of a photo shows, worked out from the regions that clip it (each a polygon on the
 * page) and the matrix from the image element's units to the page: the clips are brought into
 * the photo's pixels, boxed, and cut to the photo. Undefined when nothing of it shows.
 */
export function planPhotoCrop(
  image: ImageBox,
  photo: { width: number; height: number },
  toPage: Matrix,
  clips: readonly (readonly PagePoint[])[],
  maxDpi: number,
): PhotoCropPlan | undefined {
  const fromPage = invert(toPage);
  let left = 0;
  let top = 0;
  let right = photo.width;
  let bottom = photo.height;
  for (const polygon of clips) {
    if (!polygon.length) continue;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const corner of polygon) {
      const local = applyMatrix(fromPage, corner.x, corner.y);
      const px = ((local.x - image.x) / image.width) * photo.width;
      const py = ((local.y - image.y) / image.height) * photo.height;
      minX = Math.min(minX, px);
      minY = Math.min(minY, py);
      maxX = Math.max(maxX, px);
      maxY = Math.max(maxY, py);
    }
    left = Math.max(left, Math.floor(minX));
    top = Math.max(top, Math.floor(minY));
    right = Math.min(right, Math.ceil(maxX));
    bottom = Math.min(bottom, Math.ceil(maxY));
  }
  const width = right - left;
  const height = bottom - top;
  if (width < 1 || height < 1) return undefined;
  const unitsPerPixelX = image.width / photo.width;
  const unitsPerPixelY = image.height / photo.height;
  // Points on the page one pixel of the photo covers, along each of its axes.
  const ptPerPixel = Math.max(
    unitsPerPixelX * xScale(toPage),
    unitsPerPixelY * yScale(toPage),
    1e-9,
  );
  const nativeDpi = PT_PER_INCH / ptPerPixel;
  const factor = Math.min(1, maxDpi / nativeDpi);
  const outWidth = Math.max(1, Math.round(width * factor));
  const outHeight = Math.max(1, Math.round(height * factor));
  return {
    left,
    top,
    width,
    height,
    outWidth,
    outHeight,
    placeX: image.x + left * unitsPerPixelX,
    placeY: image.y + top * unitsPerPixelY,
    placeWidth: width * unitsPerPixelX,
    placeHeight: height * unitsPerPixelY,
    nativeDpi,
    embeddedDpi: nativeDpi * (outWidth / width),
  };
}

/**
 * Cuts the planned pixels out of the original and encodes them as JPEG (sRGB, EXIF orientation
 * applied first, since the photo's stored size is the upright one). sharp decodes only what the
 * crop needs where the format allows, and the buffer is dropped once embedded.
 */
export async function cropPhoto(
  source: Buffer | string,
  photo: { width: number; height: number },
  plan: PhotoCropPlan,
  quality: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const input = sharp(source, { failOn: 'error', limitInputPixels: 268_402_689 }).rotate();
  const factor = plan.outWidth / plan.width;
  let pipeline: ReturnType<typeof sharp>;
  if (factor < 1) {
    // Scale the whole photo first, then cut: libvips then decodes a JPEG at 1/2, 1/4 or 1/8 size
    // directly (shrink-on-load), far faster than decoding every pixel of a 12 MP original.
    const width = Math.max(1, Math.round(photo.width * factor));
    const height = Math.max(1, Math.round(photo.height * factor));
    const left = Math.min(Math.round(plan.left * factor), width - 1);
    const top = Math.min(Math.round(plan.top * factor), height - 1);
    pipeline = input.resize(width, height, { fit: 'fill', kernel: 'lanczos3' }).extract({
      left,
      top,
      width: Math.min(plan.outWidth, width - left),
      height: Math.min(plan.outHeight, height - top),
    });
  } else {
    pipeline = input.extract({
      left: plan.left,
      top: plan.top,
      width: plan.width,
      height: plan.height,
    });
  }
  return pipeline
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality, mozjpeg: false })
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
}

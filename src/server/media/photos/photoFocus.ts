import sharp from 'sharp';
import { MAX_PIXELS } from './uploadRules';

/** Saliency on a small copy: the centre of interest does not need full resolution. */
const ANALYSIS_EDGE = 256;

export interface FocusPoint {
  /** 0 = left edge, 1 = right edge, of the upright picture. */
  x: number;
  /** 0 = top, 1 = bottom. */
  y: number;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * Where the subject of a photo is, so crops (print formats, square thumbnails) keep it: libvips'
 * attention strategy (skin tones, saturation, edges) applied by sharp, which reports the point it
 * found as attentionX/Y. The crop asked for is half as wide at the same scale, so those are
 * coordinates of the small upright copy itself.
 */
export async function findFocusPoint(original: Buffer): Promise<FocusPoint> {
  const options = { failOn: 'truncated', limitInputPixels: MAX_PIXELS } as const;
  const small = await sharp(original, options)
    .rotate()
    .resize({ width: ANALYSIS_EDGE, height: ANALYSIS_EDGE, fit: 'inside' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = small.info;
  if (width < 2) return { x: 0.5, y: 0.5 };
  const { info } = await sharp(small.data)
    .resize({
      width: Math.floor(width / 2),
      height,
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .toBuffer({ resolveWithObject: true });
  if (info.attentionX === undefined || info.attentionY === undefined) return { x: 0.5, y: 0.5 };
  return { x: clamp01(info.attentionX / width), y: clamp01(info.attentionY / height) };
}

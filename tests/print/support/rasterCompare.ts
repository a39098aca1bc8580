import sharp from 'sharp';
import type { PageBoxes } from './poppler';
import { rasterPage } from './poppler';

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Mean absolute difference (0–255, over every RGB sample) between a PDF page's bleed area, as
 * pdftoppm draws it, and a reference raster of the same area, the page scaled to the reference.
 */
export async function pageDifference(
  file: string,
  page: number,
  boxes: PageBoxes,
  reference: Raw,
  dpi: number,
): Promise<{ difference: number; png: Buffer }> {
  const raster = await rasterPage(file, page, dpi);
  const px = (pt: number) => Math.round((pt * dpi) / 72);
  const mediaTop = boxes.mediaBox[3]!;
  const [bx0, by0, bx1, by1] = boxes.bleedBox as [number, number, number, number];
  const region = {
    left: px(bx0),
    top: px(mediaTop - by1),
    width: Math.min(px(bx1 - bx0), raster.width - px(bx0)),
    height: Math.min(px(by1 - by0), raster.height - px(mediaTop - by1)),
  };
  const cropped = await sharp(raster.data, {
    raw: { width: raster.width, height: raster.height, channels: 3 },
  })
    .extract(region)
    .resize(reference.width, reference.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const channels = reference.data.length / (reference.width * reference.height);
  let sum = 0;
  let count = 0;
  for (let i = 0, j = 0; i < cropped.length; i += 3, j += channels) {
    for (let c = 0; c < 3; c++) sum += Math.abs(cropped[i + c]! - reference.data[j + c]!);
    count += 3;
  }
  return { difference: sum / count, png: raster.png };
}

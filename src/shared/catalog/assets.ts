import type { Size } from './sizes';

/** Image asset variants of spec §9: four sizes × three shapes × two formats. */
export const IMAGE_ASSET_SIZES = ['xs', 'small', 'medium', 'large'] as const;
export const IMAGE_ASSET_SHAPES = ['square', 'landscape', 'portrait'] as const;
export const IMAGE_ASSET_FORMATS = ['png', 'webp'] as const;

export type ImageAssetSize = (typeof IMAGE_ASSET_SIZES)[number];
export type ImageAssetShape = (typeof IMAGE_ASSET_SHAPES)[number];
export type ImageAssetFormat = (typeof IMAGE_ASSET_FORMATS)[number];

/**
 * Pixel length of the long side of each size (our choice): doubling steps from a thumbnail to a
 * full-width hero on a high-density screen.
 */
export const IMAGE_ASSET_LONG_SIDE_PX = {
  xs: 160,
  small: 320,
  medium: 640,
  large: 1280,
} as const satisfies Record<ImageAssetSize, number>;

/** Width over height of each shape (our choice: 4:3 and 3:4). */
export const IMAGE_ASSET_ASPECT = {
  square: 1,
  landscape: 4 / 3,
  portrait: 3 / 4,
} as const satisfies Record<ImageAssetShape, number>;

/** File name of one variant, e.g. 'medium-landscape.webp'. */
export function imageAssetName(
  size: ImageAssetSize,
  shape: ImageAssetShape,
  format: ImageAssetFormat,
): string {
  return `${size}-${shape}.${format}`;
}

/** Pixel dimensions of one variant; the long side is the size's length. */
export function imageAssetPixels(size: ImageAssetSize, shape: ImageAssetShape): Size {
  const long = IMAGE_ASSET_LONG_SIDE_PX[size];
  const aspect = IMAGE_ASSET_ASPECT[shape];
  return aspect >= 1
    ? { width: long, height: Math.round(long / aspect) }
    : { width: Math.round(long * aspect), height: long };
}

/** The format to serve: webp where the browser takes it (see supportsWebp), png otherwise. */
export function imageAssetFormat(webp: boolean): ImageAssetFormat {
  return webp ? 'webp' : 'png';
}

import { describe, expect, it } from 'vitest';
import {
  IMAGE_ASSET_FORMATS,
  IMAGE_ASSET_SHAPES,
  IMAGE_ASSET_SIZES,
  imageAssetFormat,
  imageAssetName,
  imageAssetPixels,
} from './assets';
import { orientation } from './sizes';

describe('image assets (spec §9)', () => {
  it('come in xs, small, medium, large × square, landscape, portrait × png, webp', () => {
    expect(IMAGE_ASSET_SIZES).toEqual(['xs', 'small', 'medium', 'large']);
    expect(IMAGE_ASSET_SHAPES).toEqual(['square', 'landscape', 'portrait']);
    expect(IMAGE_ASSET_FORMATS).toEqual(['png', 'webp']);
  });

  it('gives every one of the 24 variants its own name', () => {
    const names = IMAGE_ASSET_SIZES.flatMap((size) =>
      IMAGE_ASSET_SHAPES.flatMap((shape) =>
        IMAGE_ASSET_FORMATS.map((format) => imageAssetName(size, shape, format)),
      ),
    );
    expect(new Set(names).size).toBe(24);
    expect(imageAssetName('medium', 'landscape', 'webp')).toBe('medium-landscape.webp');
  });

  it('sizes each variant in its shape, growing with the size', () => {
    expect(imageAssetPixels('large', 'landscape')).toEqual({ width: 1280, height: 960 });
    expect(imageAssetPixels('xs', 'portrait')).toEqual({ width: 120, height: 160 });
    expect(imageAssetPixels('small', 'square')).toEqual({ width: 320, height: 320 });
    for (const shape of IMAGE_ASSET_SHAPES) {
      const widths = IMAGE_ASSET_SIZES.map((size) => imageAssetPixels(size, shape).width);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
      expect(orientation(imageAssetPixels('medium', shape))).toBe(shape);
    }
  });

  it('serves webp where supported and png otherwise', () => {
    expect(imageAssetFormat(true)).toBe('webp');
    expect(imageAssetFormat(false)).toBe('png');
  });
});

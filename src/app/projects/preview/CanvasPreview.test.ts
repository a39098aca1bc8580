import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { surfacesFor } from '../../../shared/project/products/surfacesFor';
import { canvasSurfaceOf } from './CanvasPreview';

const base = { sizeKey: '11x14', quantity: 1 } as const;

describe('canvasSurfaceOf', () => {
  it('finds the wrapped sheet of a canvas of every frame wrap', () => {
    for (const frameWrapId of [1, 2, 3, 4] as const) {
      const surfaces = surfacesFor({ ...base, productTypeId: PRODUCT_TYPE_ID.canvas, frameWrapId });
      expect(canvasSurfaceOf(surfaces)?.panels.map((p) => p.role)).toEqual([
        'face',
        'top',
        'right',
        'bottom',
        'left',
      ]);
    }
  });

  it('leaves metal, acrylic and posters to the flat preview', () => {
    for (const productTypeId of [
      PRODUCT_TYPE_ID.metal,
      PRODUCT_TYPE_ID.acrylic,
      PRODUCT_TYPE_ID.poster,
    ] as const) {
      expect(canvasSurfaceOf(surfacesFor({ ...base, productTypeId }))).toBeUndefined();
    }
  });
});

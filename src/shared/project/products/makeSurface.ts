import { parseSizeParam, type Size } from '../../catalog/sizes';
import type { ProductOptions } from '../options';
import type { Surface } from '../surface';
import { BLEED_PT, inches, roundPt, SAFE_INSET_PT } from '../units';

/** What a product line gets wrong in its options, said so the customer or caller can fix it. */
export class ProductOptionsError extends Error {
  override name = 'ProductOptionsError';
}

type SurfaceInput = Pick<Surface, 'id' | 'kind' | 'role' | 'label' | 'width' | 'height'> &
  Partial<Omit<Surface, 'id' | 'kind' | 'role' | 'label' | 'width' | 'height'>>;

/** A surface with the print defaults: 0.125 in bleed, 0.25 in safe inset, nothing on it yet. */
export function makeSurface(input: SurfaceInput): Surface {
  return {
    bleed: BLEED_PT,
    safeInset: SAFE_INSET_PT,
    folds: [],
    panels: [],
    features: [],
    elementIds: [],
    ...input,
    width: roundPt(input.width),
    height: roundPt(input.height),
  };
}

/** The option's size in inches; the schema has checked the text already. */
export function sizeInches(options: Pick<ProductOptions, 'sizeKey'>): Size {
  const size = parseSizeParam(options.sizeKey);
  if (!size) throw new ProductOptionsError(`Not a size: ${options.sizeKey}`);
  return size;
}

/** The option's size in points. */
export function sizePoints(options: Pick<ProductOptions, 'sizeKey'>): Size {
  const size = sizeInches(options);
  return { width: inches(size.width), height: inches(size.height) };
}

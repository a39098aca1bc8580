import { sizeParam } from '../catalog/sizes';
import { wallArtOptionOf } from '../catalog/wallArt';
import type { ProductOptions } from '../project/options';
import { type CatalogueProduct, type PricingCatalogue, priceProject } from './priceProject';

/**
 * The options of one wall-art piece: this catalogue product (its size) with its line's frame or
 * style (the line's default when none is chosen). Undefined for a product without a size.
 */
export function wallArtItemOptions(
  product: CatalogueProduct,
  choiceId?: number,
): ProductOptions | undefined {
  if (product.widthInches === undefined || product.heightInches === undefined) return undefined;
  const option = wallArtOptionOf(product.productTypeId);
  return {
    productTypeId: product.productTypeId as ProductOptions['productTypeId'],
    productId: product.id,
    sizeKey: sizeParam({ width: product.widthInches, height: product.heightInches }),
    quantity: 1,
    ...(option ? { [option.key]: choiceId ?? option.defaultId } : {}),
  };
}

/** What the cart charges for one such piece: priceProject, so the page and the cart agree. */
export function wallArtPriceCents(
  product: CatalogueProduct,
  choiceId: number | undefined,
  catalogue: PricingCatalogue,
): number | undefined {
  const options = wallArtItemOptions(product, choiceId);
  return options && priceProject(options, catalogue).totalCents;
}

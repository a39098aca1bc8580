import { OPTION_PRICES } from '../catalog/optionPrices';
import type { CatalogueProduct, PricingCatalogue } from './priceProject';

/** A product as the products call or the products table gives it (the table stores null sizes). */
export interface ProductLike {
  id: number;
  productTypeId: number;
  priceCents: number;
  widthInches?: number | null;
  heightInches?: number | null;
}

/** The catalogue pricing reads: these products and the option price list on sale. */
export function pricingCatalogue(products: readonly ProductLike[]): PricingCatalogue {
  return {
    products: products.map(
      (p): CatalogueProduct => ({
        id: p.id,
        productTypeId: p.productTypeId,
        priceCents: p.priceCents,
        widthInches: p.widthInches ?? undefined,
        heightInches: p.heightInches ?? undefined,
      }),
    ),
    optionPrices: OPTION_PRICES,
  };
}

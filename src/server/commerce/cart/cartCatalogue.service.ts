import type { ActionOutput } from '../../../shared/api/actionTable';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { cheapestOptions } from '../../../shared/pricing/fromPrices';
import type { PricingCatalogue } from '../../../shared/pricing/priceProject';
import type { ProductOptions } from '../../../shared/project/options';
import { productsList } from '../../catalog/catalog/catalog.service';
import type { Db } from '../../db/database';

/*
 * The catalogue as the cart sells from it: the products on sale with the prices they are priced
 * by, and what a product bought as it is (without a project) is made of. Gifts (purchase
 * invites) pick and name their product from it too.
 */

export interface CartCatalogue {
  pricing: PricingCatalogue;
  products: Map<number, ActionOutput<'products'>['items'][number]>;
}

export async function loadCatalogue(db: Db): Promise<CartCatalogue> {
  const { items } = await productsList(db, {});
  return {
    pricing: pricingCatalogue(items),
    products: new Map(items.map((p) => [p.id, p])),
  };
}

/** The options of a product bought as it is; undefined when the product is not on sale. */
export function productOptionsFor(
  productId: number,
  quantity: number,
  catalogue: CartCatalogue,
): ProductOptions | undefined {
  const product = catalogue.products.get(productId);
  const options = product && cheapestOptions(product, catalogue.pricing);
  return options && { ...options, quantity };
}

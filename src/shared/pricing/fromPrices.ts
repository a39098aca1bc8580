import { BOOK_COVERS, BOOK_INCLUDED_PAGES, defaultBookPaperTypeId } from '../catalog/photoBookLine';
import { sizeParam } from '../catalog/sizes';
import type { ProductOptions } from '../project/options';
import { priceLineOf } from './priceLines';
import { type CatalogueProduct, type PricingCatalogue, priceProject } from './priceProject';

/*
 * The storefront's "from" prices, through priceProject so the storefront, the editor and the cart
 * cannot disagree: the cheapest way to buy one of a product is one item with every option at its
 * included choice.
 */

/** The cheapest photo print size on sale (the first of equal ones). */
function cheapestPrintSize(catalogue: PricingCatalogue): string | undefined {
  let cheapest: [string, number] | undefined;
  for (const entry of Object.entries(catalogue.optionPrices.photoPrintSizeCents)) {
    if (!cheapest || entry[1] < cheapest[1]) cheapest = entry;
  }
  return cheapest?.[0];
}

/**
 * The options of one item of this product at its cheapest: softcover books with the included
 * pages, cards without foil, trim or envelope, photo prints in the cheapest size. Undefined for a
 * product that cannot be made (a photo print with no size on sale).
 */
export function cheapestOptions(
  product: CatalogueProduct,
  catalogue: PricingCatalogue,
): ProductOptions | undefined {
  const line = priceLineOf(product.productTypeId);
  const sizeKey =
    line === 'photoPrint'
      ? cheapestPrintSize(catalogue)
      : product.widthInches !== undefined && product.heightInches !== undefined
        ? sizeParam({ width: product.widthInches, height: product.heightInches })
        : // A product sold without sizes ignores the size; the options still need one.
          '1x1';
  if (sizeKey === undefined) return undefined;
  const options: ProductOptions = {
    // priceProject checks the type id against the schema and says so when it is not one.
    productTypeId: product.productTypeId as ProductOptions['productTypeId'],
    productId: product.id,
    sizeKey,
    quantity: 1,
  };
  if (line === 'book') {
    const coverTypeId = BOOK_COVERS[0].coverTypeId;
    return {
      ...options,
      coverTypeId,
      paperTypeId: defaultBookPaperTypeId(coverTypeId),
      pageCount: BOOK_INCLUDED_PAGES,
    };
  }
  return options;
}

/** The "from" price of one product: one item at its cheapest options. */
export function productFromCents(
  product: CatalogueProduct,
  catalogue: PricingCatalogue,
): number | undefined {
  const options = cheapestOptions(product, catalogue);
  return options && priceProject(options, catalogue).totalCents;
}

/** The lowest "from" price of the products of these types; undefined when none is on sale. */
export function fromPriceCents(
  productTypeIds: readonly number[],
  catalogue: PricingCatalogue,
): number | undefined {
  let lowest: number | undefined;
  for (const product of catalogue.products) {
    if (!productTypeIds.includes(product.productTypeId)) continue;
    const cents = productFromCents(product, catalogue);
    if (cents !== undefined && (lowest === undefined || cents < lowest)) lowest = cents;
  }
  return lowest;
}

import {
  BOOK_LINE_SIZES,
  type BookChoice,
  bookChoiceProblems,
  isBookPageCount,
} from '../catalog/photoBookLine';
import { PRODUCT_TYPE_ID } from '../catalog/productTypes';
import { sizeParam } from '../catalog/sizes';
import type { ProductOptions } from '../project/options';
import { type CatalogueProduct, type PricingCatalogue, priceProject } from './priceProject';
import { PricingError } from './pricingError';

/*
 * A photo book as the customer chooses it (a size's product, a cover, a paper, a page count), as
 * the options of the project it makes and at the price the cart charges for those options: the
 * design page and the editor show this price, so what is shown is what is charged.
 */

/** The book products on sale with a size of the line, in the line's order (squares first). */
export function bookProductsInLineOrder(
  products: readonly CatalogueProduct[],
): (CatalogueProduct & { widthInches: number; heightInches: number })[] {
  const order = (p: CatalogueProduct) =>
    BOOK_LINE_SIZES.findIndex((s) => s.width === p.widthInches && s.height === p.heightInches);
  return products
    .filter((p) => p.productTypeId === PRODUCT_TYPE_ID.book && order(p) >= 0)
    .sort((a, b) => order(a) - order(b)) as (CatalogueProduct & {
    widthInches: number;
    heightInches: number;
  })[];
}

/** The size key of a book product: its width x height. */
export function bookSizeKeyOf(product: { widthInches: number; heightInches: number }): string {
  return sizeParam({ width: product.widthInches, height: product.heightInches });
}

/** One book of this product with these choices, as project options. */
export function bookOptionsOf(
  product: { id: number; widthInches: number; heightInches: number },
  choice: Omit<BookChoice, 'sizeKey'>,
): ProductOptions {
  return {
    productTypeId: PRODUCT_TYPE_ID.book,
    productId: product.id,
    sizeKey: bookSizeKeyOf(product),
    quantity: 1,
    coverTypeId: choice.coverTypeId as ProductOptions['coverTypeId'],
    paperTypeId: choice.paperTypeId as ProductOptions['paperTypeId'],
    pageCount: choice.pageCount,
  };
}

/** The price of one book so chosen; undefined when the line does not sell it so. */
export function bookChoiceCents(
  catalogue: PricingCatalogue,
  product: { id: number; widthInches: number; heightInches: number },
  choice: Omit<BookChoice, 'sizeKey'>,
): number | undefined {
  if (bookChoiceProblems(choice).length > 0) return undefined;
  if (!isBookPageCount(choice.coverTypeId, choice.pageCount)) return undefined;
  try {
    return priceProject(bookOptionsOf(product, choice), catalogue).totalCents;
  } catch (error) {
    if (error instanceof PricingError) return undefined;
    throw error;
  }
}

import { PHOTO_PRINT_SIZES, photoPrintSize } from '../catalog/photoPrints';
import { PRODUCT_TYPE_ID } from '../catalog/productTypes';
import type { PrintOrder, ProductOptions } from '../project/options';
import { type PricingCatalogue, priceProject } from './priceProject';

/*
 * What a set of photo prints costs, as /photo-prints shows it and the cart charges it: the whole
 * order through priceProject (the cart's one price), and the same order split by print size, the
 * cart's one line per size. Each size's line is priceProject of that size's prints alone.
 */

/** The options of a photo-print order of these prints (the first print's size as the project's). */
export function photoPrintOptions(prints: readonly PrintOrder[]): ProductOptions {
  return {
    productTypeId: PRODUCT_TYPE_ID.photo_print,
    sizeKey: prints[0]?.sizeKey ?? PHOTO_PRINT_SIZES[0]?.sizeKey ?? '4x6',
    quantity: 1,
    prints: [...prints],
  };
}

export interface PrintSizeLine {
  sizeKey: string;
  /** "4 × 6 in". */
  label: string;
  /** Prints of this size, counting every copy. */
  copies: number;
  totalCents: number;
  /** The first print's photo, which the cart shows for the line. */
  photoId: string;
  /** That photo's thumbnail, once the server has made it. */
  thumbnailUrl?: string;
}

/** The order's prints by size, smallest size first, each priced as the cart prices it. */
export function printSizeLines(
  prints: readonly Pick<PrintOrder, 'sizeKey' | 'quantity' | 'photoId'>[],
  catalogue: PricingCatalogue,
): PrintSizeLine[] {
  const bySize = new Map<string, PrintOrder[]>();
  for (const print of prints) {
    const list = bySize.get(print.sizeKey) ?? [];
    list.push(print as PrintOrder);
    bySize.set(print.sizeKey, list);
  }
  const order = (key: string) => PHOTO_PRINT_SIZES.findIndex((size) => size.sizeKey === key);
  return [...bySize.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([sizeKey, list]) => ({
      sizeKey,
      label: photoPrintSize(sizeKey)?.label ?? sizeKey,
      copies: list.reduce((sum, print) => sum + print.quantity, 0),
      totalCents: priceProject(photoPrintOptions(list), catalogue).totalCents,
      photoId: list[0]?.photoId ?? '',
    }));
}

/** The whole order's price: what the cart charges for the project. */
export function photoPrintTotalCents(
  prints: readonly PrintOrder[],
  catalogue: PricingCatalogue,
): number {
  return priceProject(photoPrintOptions(prints), catalogue).totalCents;
}

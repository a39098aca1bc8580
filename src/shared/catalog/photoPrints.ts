import { OPTION_PRICES } from './optionPrices';
import { PRODUCT_TYPE_ID } from './productTypes';
import { parseSizeParam, type Size } from './sizes';

/*
 * The photo-print line (product type 40): the sizes on sale, the finishes each is printed in and
 * the borders. /photo-prints, the document schema, the price and the print file all read this,
 * so a print can only carry a size, finish or border the shop makes. A size is on sale when the
 * catalogue's option price list prices it (optionPrices.photoPrintSizeCents): one list, no copy.
 */

export const PHOTO_PRINT_FINISHES = ['glossy', 'matte'] as const;
export type PhotoPrintFinish = (typeof PHOTO_PRINT_FINISHES)[number];

export const PHOTO_PRINT_BORDERS = ['none', 'white'] as const;
export type PhotoPrintBorder = (typeof PHOTO_PRINT_BORDERS)[number];

export const FINISH_NAMES: Record<PhotoPrintFinish, string> = { glossy: 'Glossy', matte: 'Matte' };
export const BORDER_NAMES: Record<PhotoPrintBorder, string> = {
  none: 'Borderless',
  white: 'White border',
};

/** A white border's width on every edge, in inches (the lab's standard eighth of an inch). */
export const WHITE_BORDER_INCHES = 0.125;

export interface PhotoPrintSize extends Size {
  sizeKey: string;
  /** What the customer reads: "4 × 6 in". */
  label: string;
  finishes: readonly PhotoPrintFinish[];
}

/**
 * Square prints come off the lab's matte roll only; every other size is made in both finishes.
 * A size missing here but priced in the catalogue is sold in both.
 */
const FINISHES_BY_SIZE: Readonly<Record<string, readonly PhotoPrintFinish[]>> = {
  '5x5': ['matte'],
};

/** The sizes on sale, smallest first: the catalogue's priced sizes. */
export const PHOTO_PRINT_SIZES: readonly PhotoPrintSize[] = Object.keys(
  OPTION_PRICES.photoPrintSizeCents,
)
  .flatMap((sizeKey) => {
    const size = parseSizeParam(sizeKey);
    if (!size) return [];
    return [
      {
        sizeKey,
        ...size,
        label: `${size.width} × ${size.height} in`,
        finishes: FINISHES_BY_SIZE[sizeKey] ?? PHOTO_PRINT_FINISHES,
      },
    ];
  })
  .sort((a, b) => a.width * a.height - b.width * b.height);

export const DEFAULT_PRINT_SIZE_KEY = '4x6';
export const DEFAULT_PRINT_FINISH: PhotoPrintFinish = 'glossy';
export const DEFAULT_PRINT_BORDER: PhotoPrintBorder = 'none';

export function photoPrintSize(sizeKey: string): PhotoPrintSize | undefined {
  return PHOTO_PRINT_SIZES.find((size) => size.sizeKey === sizeKey);
}

/** The finish a print of this size gets when the one asked for is not made in it. */
export function finishFor(sizeKey: string, wanted: PhotoPrintFinish): PhotoPrintFinish {
  const finishes = photoPrintSize(sizeKey)?.finishes ?? PHOTO_PRINT_FINISHES;
  return finishes.includes(wanted) ? wanted : (finishes[0] ?? wanted);
}

/** What is wrong with one print's choices, in words; empty when the shop makes it. */
export function photoPrintProblems(print: {
  sizeKey: string;
  finish?: PhotoPrintFinish | undefined;
}): string[] {
  const size = photoPrintSize(print.sizeKey);
  if (!size) return [`${print.sizeKey} is not a photo print size on sale`];
  if (print.finish && !size.finishes.includes(print.finish))
    return [`${size.label} prints are not made in a ${print.finish} finish`];
  return [];
}

/**
 * A photo-print order with no photo to print (a print product bought as it is, an empty order):
 * the cart refuses it, since the lab would print a blank sheet.
 */
export function isPrintWithoutPhoto(options: {
  productTypeId?: unknown;
  prints?: readonly { photoId?: string }[] | undefined;
}): boolean {
  if (Number(options.productTypeId) !== PRODUCT_TYPE_ID.photo_print) return false;
  const prints = options.prints ?? [];
  return prints.length === 0 || prints.some((print) => !print.photoId);
}

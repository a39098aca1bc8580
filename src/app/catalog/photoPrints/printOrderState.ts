import {
  DEFAULT_PRINT_BORDER,
  DEFAULT_PRINT_FINISH,
  DEFAULT_PRINT_SIZE_KEY,
  finishFor,
  type PhotoPrintBorder,
  type PhotoPrintFinish,
} from '../../../shared/catalog/photoPrints';
import { DEFAULT_CROP } from '../../../shared/project/elements';
import type { PrintOrder } from '../../../shared/project/options';

/*
 * The print builder's order, as plain data: one entry per photo chosen, each with its own size,
 * copies, finish, border and crop. Adding a photo already in the order adds nothing; a size change
 * keeps the finish when that size is made in it, else takes the size's own.
 */

export type BuilderPrint = Required<Pick<PrintOrder, 'photoId' | 'sizeKey' | 'quantity'>> & {
  finish: PhotoPrintFinish;
  border: PhotoPrintBorder;
  crop: NonNullable<PrintOrder['crop']>;
};

export type PrintChange = Partial<Omit<BuilderPrint, 'photoId'>>;

export const MAX_COPIES = 999;

export function newPrint(photoId: string, sizeKey = DEFAULT_PRINT_SIZE_KEY): BuilderPrint {
  return {
    photoId,
    sizeKey,
    quantity: 1,
    finish: finishFor(sizeKey, DEFAULT_PRINT_FINISH),
    border: DEFAULT_PRINT_BORDER,
    crop: DEFAULT_CROP,
  };
}

/** A stored order's prints as the builder edits them (unset choices at their defaults). */
export function fromStored(prints: readonly PrintOrder[]): BuilderPrint[] {
  return prints.map((print) => ({
    ...newPrint(print.photoId, print.sizeKey),
    quantity: print.quantity,
    finish: finishFor(print.sizeKey, print.finish ?? DEFAULT_PRINT_FINISH),
    border: print.border ?? DEFAULT_PRINT_BORDER,
    crop: print.crop ?? DEFAULT_CROP,
  }));
}

export function addPhotos(
  prints: readonly BuilderPrint[],
  photoIds: readonly string[],
): BuilderPrint[] {
  const have = new Set(prints.map((print) => print.photoId));
  const added = photoIds.filter((id) => !have.has(id)).map((id) => newPrint(id));
  return [...prints, ...added];
}

export function changePrint(
  prints: readonly BuilderPrint[],
  index: number,
  change: PrintChange,
): BuilderPrint[] {
  return prints.map((print, at) => {
    if (at !== index) return print;
    const next = { ...print, ...change };
    next.quantity = Math.max(1, Math.min(MAX_COPIES, Math.round(next.quantity) || 1));
    next.finish = finishFor(next.sizeKey, next.finish);
    return next;
  });
}

export function removePrint(prints: readonly BuilderPrint[], index: number): BuilderPrint[] {
  return prints.filter((_, at) => at !== index);
}

/** The prints as the order stores them. */
export function toOrder(prints: readonly BuilderPrint[]): PrintOrder[] {
  return prints.map((print) => ({ ...print }));
}

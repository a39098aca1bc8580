import { PHOTO_PRINT_SIZES } from '../../catalog/photoPrints';
import type { ProductOptions } from '../options';
import type { Surface } from '../surface';
import { makeSurface, sizePoints } from './makeSurface';

/** The print sizes on sale (src/shared/catalog/photoPrints). */
export const PRINT_SIZES = PHOTO_PRINT_SIZES.map((size) => size.sizeKey) as [string, ...string[]];

/** Photo prints: one borderless surface per ordered print, at its own size and quantity. */
export function photoPrintSurfaces(options: ProductOptions): Surface[] {
  const prints = options.prints ?? [];
  if (!prints.length) {
    return [
      makeSurface({
        id: 'print-1',
        kind: 'print',
        role: 'print',
        label: `${options.sizeKey} print`,
        ...sizePoints(options),
      }),
    ];
  }
  return prints.map((print, index) =>
    makeSurface({
      id: `print-${index + 1}`,
      kind: 'print',
      role: 'print',
      label: `${print.sizeKey} print × ${print.quantity}`,
      ...sizePoints(print),
    }),
  );
}

import type { ProductOptions } from '../options';
import type { Surface } from '../surface';
import { makeSurface, sizePoints } from './makeSurface';

export const PRINT_SIZES = ['4x6', '5x7', '8x10', '11x14'] as const;

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

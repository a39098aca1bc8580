/** A printed size in inches. */
export interface Size {
  width: number;
  height: number;
}

export const ORIENTATIONS = ['landscape', 'portrait', 'square'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** Photo book shapes of spec §3. */
export const BOOK_SHAPES = ['landscape', 'portrait', 'square'] as const;
export type BookShape = (typeof BOOK_SHAPES)[number];

export function orientation(size: Size): Orientation {
  if (size.width > size.height) return 'landscape';
  if (size.width < size.height) return 'portrait';
  return 'square';
}

/** Area in square inches. */
export function area(size: Size): number {
  return size.width * size.height;
}

/** Width divided by height. */
export function aspectRatio(size: Size): number {
  return size.width / size.height;
}

/** Size labels of spec §3, keyed by orientation and then by exact area in square inches. */
export const SIZE_LABELS = {
  landscape: [
    { area: 48, label: 'Small' },
    { area: 93.5, label: 'Medium' },
    { area: 154, label: 'Large' },
  ],
  square: [
    { area: 36, label: 'Extra Small' },
    { area: 72.25, label: 'Small' },
    { area: 100, label: 'Medium' },
    { area: 144, label: 'Large' },
  ],
  portrait: [{ area: 93.5, label: 'Large' }],
} as const;

export type SizeLabel = (typeof SIZE_LABELS)[Orientation][number]['label'];

// Areas are products of decimal inches (8.5 x 11); allow for floating-point noise, nothing more.
const AREA_TOLERANCE = 1e-6;

/**
 * The customer-facing label of a size. Labels belong to exact areas (e.g. 11x8.5 landscape is
 * Medium); a size whose area has no label for its orientation gets undefined.
 */
export function sizeLabel(size: Size): SizeLabel | undefined {
  const sizeArea = area(size);
  return SIZE_LABELS[orientation(size)].find(
    (entry) => Math.abs(entry.area - sizeArea) < AREA_TOLERANCE,
  )?.label;
}

/** A size as written in queries and the spec: width 'x' height, e.g. '11x8.5'. */
export function sizeParam(size: Size): string {
  return `${size.width}x${size.height}`;
}

const SIZE_PARAM = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/;

/** Reads '11x8.5' back into a size; undefined when the text is not a positive size. */
export function parseSizeParam(text: string): Size | undefined {
  const match = SIZE_PARAM.exec(text.trim());
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!(width > 0 && height > 0)) return undefined;
  return { width, height };
}

/** Calendar sizes of spec §2 and §9, in the spec's order. */
export const CALENDAR_SIZES = [
  { param: '12x12', width: 12, height: 12 },
  { param: '11x8.5', width: 11, height: 8.5 },
  { param: '14x11', width: 14, height: 11 },
] as const;

export type CalendarSizeParam = (typeof CALENDAR_SIZES)[number]['param'];
export const CALENDAR_SIZE_PARAMS = CALENDAR_SIZES.map(
  (size) => size.param,
) as unknown as readonly [CalendarSizeParam, ...CalendarSizeParam[]];

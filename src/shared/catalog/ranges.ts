/** An inclusive range of integer ids. */
export interface IdRange {
  readonly min: number;
  readonly max: number;
}

/** True when value is an integer inside the inclusive range. */
export function isInRange(range: IdRange, value: number): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

/** Every integer of the range, in order. */
export function rangeIds(range: IdRange): number[] {
  return Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
}

// Spec §3 gives only these ids; what each id is called is not part of the spec.
export const COVER_TYPE_IDS = { min: 1, max: 9 } as const satisfies IdRange;
export const PAPER_TYPE_IDS = { min: 1, max: 20 } as const satisfies IdRange;
export const CANVAS_FRAME_IDS = { min: 1, max: 4 } as const satisfies IdRange;
export const POSTER_PRINT_STYLE_IDS = { min: 1, max: 5 } as const satisfies IdRange;

export const isCoverTypeId = (id: number) => isInRange(COVER_TYPE_IDS, id);
export const isPaperTypeId = (id: number) => isInRange(PAPER_TYPE_IDS, id);
export const isCanvasFrameId = (id: number) => isInRange(CANVAS_FRAME_IDS, id);
export const isPosterPrintStyleId = (id: number) => isInRange(POSTER_PRINT_STYLE_IDS, id);

/** Tag-group id ranges of spec §3, one per storefront that has tag groups. */
export const TAG_GROUP_ID_RANGES = {
  books: { min: 1000, max: 1025 },
  calendars: { min: 500, max: 501 },
  cards: { min: 1, max: 403 },
} as const satisfies Record<string, IdRange>;

export type TagGroupKind = keyof typeof TAG_GROUP_ID_RANGES;
export const TAG_GROUP_KINDS = Object.keys(TAG_GROUP_ID_RANGES) as TagGroupKind[];

/** Which storefront a tag-group id belongs to; undefined outside every range. */
export function tagGroupKind(id: number): TagGroupKind | undefined {
  return TAG_GROUP_KINDS.find((kind) => isInRange(TAG_GROUP_ID_RANGES[kind], id));
}

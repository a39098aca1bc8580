import type { IdRange } from './ranges';
import { rangeIds } from './ranges';
import { secondsToMs } from './time';

/** Default size of a window the app opens (spec §9), in CSS pixels. */
export const DIALOG_SIZE = { width: 960, height: 620 } as const;

/** How long a script chunk may take to load before a ChunkLoadError of type timeout (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = secondsToMs(120);

/** How long the faceted search helper works before yielding, by default (spec §9). */
export const FACETED_SEARCH_CYCLE_LIMIT_MS = 50;

/** The card number-of-photos filter n[] (spec §5, §9). */
export const CARD_PHOTO_COUNT_RANGE = { min: 0, max: 4 } as const satisfies IdRange;
export const CARD_PHOTO_COUNTS = rangeIds(CARD_PHOTO_COUNT_RANGE);

/** Default page of every paged list (spec §2, §9). */
export const DEFAULT_PAGE = 1;

/** Default label quantity (spec §2, §9). */
export const LABEL_DEFAULT_QUANTITY = 1;

import { DEFAULT_PAGE } from './limits';
import { PHOTO_SORTS, PROJECT_LIST_SORTS } from './sorts';

/** Project list statuses (spec §2, §4); inProgress is the default and is left out of URLs. */
export const PROJECT_LIST_STATUSES = ['inProgress', 'ordered', 'archive'] as const;
export type ProjectListStatus = (typeof PROJECT_LIST_STATUSES)[number];

/** The project list as it opens, and as it resets when the status changes (spec §4, §9). */
export const PROJECT_LIST_DEFAULTS = {
  status: PROJECT_LIST_STATUSES[0],
  sortBy: PROJECT_LIST_SORTS[0],
  page: DEFAULT_PAGE,
} as const;

/** The photo list as it opens (spec §2, §9): newest taken first, duplicates hidden. */
export const PHOTO_LIST_DEFAULTS = {
  sortBy: PHOTO_SORTS[0],
  hideDuplicates: true,
} as const;

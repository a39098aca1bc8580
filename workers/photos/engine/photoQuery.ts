import { z } from 'zod';
import { photoSort } from '../../../src/shared/api/actions/photos';
import { ORIENTATIONS, type Orientation } from '../../../src/shared/photos/photoRecord';

export type PhotoSort = z.infer<typeof photoSort>;

/** Spec §9: the photo list sorts by date taken, newest first, with duplicates hidden. */
export const DEFAULT_PHOTO_SORT: PhotoSort = 'date-taken-desc';
export const PHOTO_PAGE_LIMIT = 100;

/** The facets of the photo list; each one's counts are computed over the other filters. */
export const PHOTO_FACETS = [
  'album',
  'source',
  'yearTaken',
  'monthTaken',
  'orientation',
  'geoTagged',
] as const;
export type PhotoFacet = (typeof PHOTO_FACETS)[number];

/** The value type of each facet; a record with several albums counts in each. */
export interface PhotoFacetValues {
  album: number;
  source: number;
  yearTaken: number;
  monthTaken: number;
  orientation: Orientation;
  geoTagged: boolean;
}

const ids = z.array(z.number().int().nonnegative());

/**
 * A query of the photo index. Within a facet the chosen values are alternatives (any of them);
 * across facets, and with the text and duplicate rules, every condition must hold. An empty or
 * missing list means that facet does not filter.
 */
export const photoQuery = z.object({
  filters: z
    .object({
      album: ids.optional(),
      source: ids.optional(),
      yearTaken: ids.optional(),
      monthTaken: z.array(z.number().int().min(1).max(12)).optional(),
      orientation: z.array(z.enum(ORIENTATIONS)).optional(),
      geoTagged: z.array(z.boolean()).optional(),
    })
    .default({}),
  hideDuplicates: z.boolean().default(true),
  /** Case-insensitive substring of the photo's name. */
  text: z.string().max(200).default(''),
  sortBy: photoSort.default(DEFAULT_PHOTO_SORT),
  offset: z.number().int().nonnegative().default(0),
  limit: z.number().int().positive().max(1000).default(PHOTO_PAGE_LIMIT),
});

export type PhotoQueryInput = z.input<typeof photoQuery>;
export type PhotoQuery = z.output<typeof photoQuery>;

/** The query with every default filled in. Throws a ZodError on a malformed query. */
export function normalizePhotoQuery(input: PhotoQueryInput = {}): PhotoQuery {
  return photoQuery.parse(input);
}

export interface FacetCount<V> {
  value: V;
  count: number;
}

/** Non-zero counts only, ordered by value. */
export type PhotoFacetCounts = { [F in PhotoFacet]: FacetCount<PhotoFacetValues[F]>[] };

export interface PhotoQueryResult {
  /** The page's photo ids, in sort order. */
  ids: number[];
  /** Photos matching every filter. */
  total: number;
  facets: PhotoFacetCounts;
}

import {
  type IndexedPhoto,
  ORIENTATIONS,
  orientationOf,
  takenYearMonth,
} from '../../../src/shared/photos/photoRecord';
import type { PhotoFacet, PhotoFacetValues } from './photoQuery';

/**
 * How each facet reads a photo. The index stores small non-negative integer codes (album ids,
 * years, an orientation's position) so every facet is the same bitset machinery; `decode` turns a
 * code back into the value the caller sees.
 */
export interface FacetDefinition<F extends PhotoFacet> {
  /** A record's codes: one for most facets, none or several for albums, none when undated. */
  codesOf(p: IndexedPhoto): readonly number[];
  encode(value: PhotoFacetValues[F]): number;
  decode(code: number): PhotoFacetValues[F];
  /** Whether a record can have several values, which changes how counts are gathered. */
  multiValued: boolean;
}

const asIs = (n: number) => n;
const NONE: readonly number[] = [];

export const FACET_DEFINITIONS: { [F in PhotoFacet]: FacetDefinition<F> } = {
  album: { codesOf: (p) => p.albumIds, encode: asIs, decode: asIs, multiValued: true },
  source: { codesOf: (p) => [p.sourceId], encode: asIs, decode: asIs, multiValued: false },
  yearTaken: {
    codesOf: (p) => {
      const date = takenYearMonth(p);
      return date ? [date[0]] : NONE;
    },
    encode: asIs,
    decode: asIs,
    multiValued: false,
  },
  monthTaken: {
    codesOf: (p) => {
      const date = takenYearMonth(p);
      return date ? [date[1]] : NONE;
    },
    encode: asIs,
    decode: asIs,
    multiValued: false,
  },
  orientation: {
    codesOf: (p) => [ORIENTATIONS.indexOf(orientationOf(p))],
    encode: (o) => ORIENTATIONS.indexOf(o),
    decode: (code) => ORIENTATIONS[code]!,
    multiValued: false,
  },
  geoTagged: {
    codesOf: (p) => [p.isGeoTagged ? 1 : 0],
    encode: (geo) => (geo ? 1 : 0),
    decode: (code) => code === 1,
    multiValued: false,
  },
};

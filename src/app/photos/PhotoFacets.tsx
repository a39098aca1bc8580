import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import type {
  FacetCount,
  PhotoFacetCounts,
  PhotoQueryInput,
} from '../../../workers/photos/engine/photoQuery';
import styles from './PhotoFacets.module.css';

export type FacetFilters = NonNullable<PhotoQueryInput['filters']>;
type ShownFacet = 'album' | 'yearTaken' | 'monthTaken' | 'orientation' | 'geoTagged';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const facetTitles: Record<ShownFacet, string> = {
  album: 'Album',
  yearTaken: 'Year',
  monthTaken: 'Month',
  orientation: 'Orientation',
  geoTagged: 'Location',
};

interface PhotoFacetsProps {
  counts: PhotoFacetCounts;
  filters: FacetFilters;
  onChange: (filters: FacetFilters) => void;
  albumName: (id: number) => string;
  /** Inside an album the album facet would only repeat the page. */
  showAlbums: boolean;
}

/** Each facet's values with how many photos each would show, as checkbox groups. */
export function PhotoFacets({
  counts,
  filters,
  onChange,
  albumName,
  showAlbums,
}: PhotoFacetsProps) {
  const labelOf: { [F in ShownFacet]: (value: PhotoFacetCounts[F][number]['value']) => string } = {
    album: (id) => albumName(id as number),
    yearTaken: (year) => String(year),
    monthTaken: (month) => MONTHS[(month as number) - 1] ?? String(month),
    orientation: (o) => String(o).replace(/^./, (c) => c.toUpperCase()),
    geoTagged: (geo) => (geo ? 'With location' : 'Without location'),
  };
  const facets = (Object.keys(facetTitles) as ShownFacet[]).filter(
    (facet) => (facet !== 'album' || showAlbums) && counts[facet].length > 0,
  );
  return (
    <div className={styles.facets}>
      {facets.map((facet) => {
        const values = counts[facet] as FacetCount<string | number | boolean>[];
        const chosen = ((filters[facet] ?? []) as (string | number | boolean)[]).map(String);
        return (
          <CheckboxGroup
            key={facet}
            value={chosen}
            onChange={(keys) => {
              const picked = values.map((v) => v.value).filter((v) => keys.includes(String(v)));
              onChange({ ...filters, [facet]: picked });
            }}
            className={styles.group}
          >
            <Label className={styles.title}>{facetTitles[facet]}</Label>
            {values.map(({ value, count }) => (
              <Checkbox key={String(value)} value={String(value)} className={styles.option}>
                <span className={styles.box} aria-hidden="true" />
                <span>{(labelOf[facet] as (v: unknown) => string)(value)}</span>
                <span className={styles.count}>{count}</span>
              </Checkbox>
            ))}
          </CheckboxGroup>
        );
      })}
    </div>
  );
}

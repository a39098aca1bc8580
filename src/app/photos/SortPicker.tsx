import type { PhotoSort } from '../../../workers/photos/engine/photoQuery';
import styles from './PhotoLibrary.module.css';

const sortLabels: Record<PhotoSort, string> = {
  'date-taken-desc': 'Date taken, newest first',
  'date-taken-asc': 'Date taken, oldest first',
  'date-added-desc': 'Date added, newest first',
  'date-added-asc': 'Date added, oldest first',
};

/** The order of the grid; a native select, which every phone shows as its own picker. */
export function SortPicker({
  value,
  onChange,
}: {
  value: PhotoSort;
  onChange: (sort: PhotoSort) => void;
}) {
  return (
    <label className={styles.sort}>
      <span className={styles.label}>Sort by</span>
      <select value={value} onChange={(event) => onChange(event.target.value as PhotoSort)}>
        {(Object.keys(sortLabels) as PhotoSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}

import { useRef } from 'react';
import type { PhotoQueryInput } from '../../shared/photos/photoQuery';
import { Link } from '../routing/navigation';
import styles from './PhotoGrid.module.css';
import type { PhotoLibrary } from './photoLibrary';
import { Thumbnail } from './Thumbnail';
import { GRID_GAP, useGridWindow } from './useGridWindow';
import { usePhotoIdWindow } from './usePhotoIdWindow';

interface PhotoGridProps {
  library: PhotoLibrary;
  version: number;
  query: PhotoQueryInput;
  total: number;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** Where a photo's link goes; its position lets the photo view step to its neighbours. */
  hrefOf: (id: number) => string;
}

/**
 * The library as a grid of square thumbnails. Only the rows near the viewport are in the DOM; the
 * grid's full height is reserved so the scroll bar and the page's length are right at 50,000.
 */
export function PhotoGrid({
  library,
  version,
  query,
  total,
  selected,
  onToggle,
  hrefOf,
}: PhotoGridProps) {
  const container = useRef<HTMLUListElement>(null);
  const grid = useGridWindow(container, total);
  const from = grid.firstRow * grid.columns;
  const to = Math.min(total, grid.endRow * grid.columns);
  const idAt = usePhotoIdWindow(library, version, query, from, to);
  const rows = Math.ceil(total / grid.columns);
  const cells = [];
  for (let position = from; position < to; position++) {
    const id = idAt(position);
    const row = Math.floor(position / grid.columns);
    const column = position % grid.columns;
    const style = {
      width: grid.cell,
      height: grid.cell,
      transform: `translate(${column * (grid.cell + GRID_GAP)}px, ${row * grid.rowHeight}px)`,
    };
    const photo = id === undefined ? undefined : library.records.get(id);
    if (!photo) {
      cells.push(<li key={`p${position}`} className={styles.placeholder} style={style} />);
      continue;
    }
    const isSelected = selected.has(photo.id);
    cells.push(
      <li
        key={photo.id}
        className={styles.cell}
        style={style}
        data-selected={isSelected || undefined}
      >
        <Link to={hrefOf(photo.id)} className={styles.link} aria-label={photo.name}>
          <Thumbnail
            id={photo.id}
            size={Math.round(grid.cell)}
            ready={photo.urls.small !== undefined}
            className={styles.image}
          />
        </Link>
        <label className={styles.select}>
          <input
            type="checkbox"
            checked={isSelected}
            onChange={() => onToggle(photo.id)}
            aria-label={`Select ${photo.name}`}
          />
        </label>
      </li>,
    );
  }
  return (
    <ul
      ref={container}
      aria-label="Photos"
      className={styles.grid}
      style={{ height: Math.max(0, rows * grid.rowHeight - GRID_GAP) }}
    >
      {cells}
    </ul>
  );
}

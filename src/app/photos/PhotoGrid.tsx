import { memo, useEffect, useRef } from 'react';
import type { StoredPhoto } from '../../../browser-storage/photoStore';
import type { PhotoQueryInput } from '../../../workers/photos/engine/photoQuery';
import { Link } from '../navigation/navigation';
import { useWindowSquareGrid } from '../ui/virtualSquareGrid';
import styles from './PhotoGrid.module.css';
import { FIRST_PAGE_MARK, markOnce, type PhotoLibrary } from './photoLibrary';
import { rememberListScroll, takeListScroll } from './photoRoutes';
import { Thumbnail } from './Thumbnail';
import { usePhotoIdWindow } from './usePhotoIdWindow';

interface PhotoGridProps {
  library: PhotoLibrary;
  version: number;
  query: PhotoQueryInput;
  total: number;
  selected: ReadonlySet<number>;
  /** Called with a photo id; cells keep the handler of an earlier render, so update by function. */
  onToggle: (id: number) => void;
  /** Where a photo's link goes; its position lets the photo view step to its neighbours. */
  hrefOf: (id: number) => string;
  /** This list's URL: its scroll position is kept for the return from a photo. */
  listHref: string;
}

const GRID_GAP = 4;
const MIN_CELL = 104;
/** Rows kept rendered above and below the viewport, so a quick scroll does not show blanks. */
const OVERSCAN_ROWS = 4;

/**
 * The library as a grid of square thumbnails. Only the rows near the viewport are in the DOM (the
 * app's one grid virtualiser, ui/virtualSquareGrid.ts); the grid's full height is reserved so the
 * scroll bar and the page's length are right at 50,000.
 */
export function PhotoGrid({
  library,
  version,
  query,
  total,
  selected,
  onToggle,
  hrefOf,
  listHref,
}: PhotoGridProps) {
  const container = useRef<HTMLUListElement>(null);
  const grid = useWindowSquareGrid(container, {
    count: total,
    minCell: MIN_CELL,
    gap: GRID_GAP,
    overscanRows: OVERSCAN_ROWS,
  });
  const from = grid.firstRow * grid.columns;
  const to = Math.min(total, grid.endRow * grid.columns);
  const idAt = usePhotoIdWindow(library, version, query, from, to);
  const rows = Math.ceil(total / grid.columns);
  const firstId = total > 0 ? idAt(from) : undefined;
  const shown = firstId !== undefined && library.records.has(firstId);
  useEffect(() => {
    if (shown) markOnce(FIRST_PAGE_MARK);
  }, [shown]);
  const restored = useRef(false);
  const hasRows = rows > 0;
  useEffect(() => {
    // Back from a photo: once the grid has its height, to where the list was left.
    if (restored.current || !hasRows) return;
    restored.current = true;
    const scrollY = takeListScroll(listHref);
    if (scrollY === undefined) return;
    // A frame later: the layout scrolls a newly navigated page to the top in its own effect,
    // which runs after this one (a parent's effects follow its children's).
    const frame = requestAnimationFrame(() => window.scrollTo(0, scrollY));
    return () => cancelAnimationFrame(frame);
  }, [hasRows, listHref]);
  const cells = [];
  const onOpen = () => rememberListScroll(listHref, window.scrollY);
  for (let position = from; position < to; position++) {
    const id = idAt(position);
    const x = (position % grid.columns) * (grid.cell + GRID_GAP);
    const y = Math.floor(position / grid.columns) * grid.rowHeight;
    const photo = id === undefined ? undefined : library.records.get(id);
    if (!photo) {
      const style = { width: grid.cell, height: grid.cell, transform: `translate(${x}px, ${y}px)` };
      cells.push(<li key={`p${position}`} className={styles.placeholder} style={style} />);
      continue;
    }
    cells.push(
      <GridCell
        key={photo.id}
        photo={photo}
        x={x}
        y={y}
        cell={grid.cell}
        href={hrefOf(photo.id)}
        isSelected={selected.has(photo.id)}
        flinging={grid.flinging}
        onToggle={onToggle}
        onOpen={onOpen}
      />,
    );
  }
  return (
    <ul ref={container} aria-label="Photos" className={styles.grid} style={{ height: grid.height }}>
      {cells}
    </ul>
  );
}

interface GridCellProps {
  photo: StoredPhoto;
  x: number;
  y: number;
  cell: number;
  href: string;
  isSelected: boolean;
  /** While the grid flies past, a cell that has not shown its thumbnail yet waits. */
  flinging: boolean;
  /** Must not depend on the render it came from (a cell keeps an older one): update by function. */
  onToggle: (id: number) => void;
  onOpen: () => void;
}

/**
 * One thumbnail. Memoised on what it shows: while scrolling, the cells that stay on screen are
 * not rendered again, only the rows coming into view are made (callbacks compared loosely, as a
 * new closure from the parent does the same thing).
 */
const GridCell = memo(
  function GridCell({
    photo,
    x,
    y,
    cell,
    href,
    isSelected,
    flinging,
    onToggle,
    onOpen,
  }: GridCellProps) {
    // Once shown, a thumbnail stays: the next fling does not blank the cells already drawn.
    const settled = useRef(false);
    if (!flinging) settled.current = true;
    return (
      <li
        className={styles.cell}
        style={{ width: cell, height: cell, transform: `translate(${x}px, ${y}px)` }}
        data-selected={isSelected || undefined}
      >
        <Link to={href} className={styles.link} aria-label={photo.name} onClick={onOpen}>
          <Thumbnail
            id={photo.id}
            size={Math.round(cell)}
            ready={photo.urls.small !== undefined && settled.current}
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
      </li>
    );
  },
  (before, after) =>
    before.photo === after.photo &&
    before.x === after.x &&
    before.y === after.y &&
    before.cell === after.cell &&
    before.href === after.href &&
    before.isSelected === after.isSelected &&
    before.flinging === after.flinging,
);

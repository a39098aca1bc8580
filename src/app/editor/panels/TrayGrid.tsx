import {
  type KeyboardEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { documentPhotoId } from '../../../shared/project/photoIds';
import { Thumbnail } from '../../photos';
import type { SquareGrid } from '../../ui/virtualSquareGrid';
import { setPhotoDragData } from '../screen/photoDrag';
import { DuplicateBadge } from './DuplicateBadge';
import styles from './Panels.module.css';
import { TRAY_GAP } from './scrollGridWindow';
import type { TrayDuplicates, TrayPhoto } from './trayPhotos';
import { useTouchPhotoLift } from './useTouchPhotoLift';

/** Where an arrow, Home/End or Page key moves from `position` in a grid of `columns`. */
export function nextPosition(
  key: string,
  position: number,
  count: number,
  columns: number,
  rowsInView: number,
): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: position + 1,
    ArrowLeft: position - 1,
    ArrowDown: position + columns,
    ArrowUp: position - columns,
    PageDown: position + columns * rowsInView,
    PageUp: position - columns * rowsInView,
    Home: 0,
    End: count - 1,
  };
  const next = moves[key];
  if (next === undefined || count === 0) return undefined;
  return Math.max(0, Math.min(count - 1, next));
}

/**
 * The tray's photos as a virtualised grid of buttons: one tab stop, arrow keys move between
 * photos (scrolling the box so the next one is drawn), Enter or a tap places one, and each can be
 * dragged onto a slot: with a mouse, or by touch after a long press lifts it.
 */
export function TrayGrid({
  box,
  grid,
  count,
  idAt,
  photo,
  isUsed,
  onPlace,
  duplicates,
}: {
  box: RefObject<HTMLDivElement | null>;
  grid: SquareGrid;
  count: number;
  idAt: (position: number) => number | undefined;
  photo: (id: number) => TrayPhoto | undefined;
  isUsed: (id: number) => boolean;
  onPlace: (photo: TrayPhoto) => void;
  /** The look-alikes each photo hides, badged on it. */
  duplicates?: TrayDuplicates | undefined;
}) {
  const [active, setActive] = useState(0);
  const focusNext = useRef<number>(undefined);
  // Cells keep one handler across renders (so a scroll re-renders only the cells that change); it
  // calls the latest onPlace.
  const latestPlace = useRef(onPlace);
  latestPlace.current = onPlace;
  const place = useCallback((photo: TrayPhoto) => latestPlace.current(photo), []);
  const first = grid.firstRow * grid.columns;
  const end = Math.min(grid.endRow * grid.columns, count);
  // The tab stop is the photo last moved to, or the first drawn one once that is scrolled away.
  const tabStop = active >= first && active < end ? active : first;

  useEffect(() => {
    const position = focusNext.current;
    if (position === undefined) return;
    const button = box.current?.querySelector<HTMLElement>(`[data-position="${position}"]`);
    if (!button) return;
    focusNext.current = undefined;
    button.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const element = box.current;
    const rowsInView = Math.max(1, Math.floor((element?.clientHeight ?? 0) / grid.rowHeight));
    const next = nextPosition(event.key, tabStop, count, grid.columns, rowsInView);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    focusNext.current = next;
    if (!element) return;
    const top = Math.floor(next / grid.columns) * grid.rowHeight;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + grid.rowHeight > element.scrollTop + element.clientHeight)
      element.scrollTop = top + grid.rowHeight - element.clientHeight;
  };

  const cells = [];
  for (let position = first; position < end; position++) {
    const id = idAt(position);
    const shown = id === undefined ? undefined : photo(id);
    const hidden = shown ? duplicates?.hiddenBy(shown.id) : undefined;
    const style = {
      top: Math.floor(position / grid.columns) * grid.rowHeight,
      left: (position % grid.columns) * (grid.cell + TRAY_GAP),
      width: grid.cell,
      height: grid.cell,
    };
    cells.push(
      <li key={id ?? `pending-${position}`} className={styles.trayCell} style={style}>
        {shown ? (
          <TrayCell
            photo={shown}
            position={position}
            tabbable={position === tabStop}
            size={grid.cell}
            used={isUsed(shown.id)}
            onPlace={place}
            onFocus={setActive}
          />
        ) : (
          <span className={styles.trayPending} aria-hidden="true" />
        )}
        {shown && hidden?.length && duplicates ? (
          <DuplicateBadge of={shown} hidden={hidden} photo={photo} duplicates={duplicates} />
        ) : null}
      </li>,
    );
  }

  return (
    <div ref={box} className={styles.trayScroll}>
      {/* Arrow keys reach the list from its buttons, which is where the focus is. */}
      <ul
        aria-label={`Your photos, ${count} shown, oldest first. Arrow keys move between photos; Enter places one.`}
        className={styles.trayGrid}
        style={{ height: grid.height }}
        onKeyDown={onKeyDown}
      >
        {cells}
      </ul>
    </div>
  );
}

/** Re-drawn only when what it shows changes: the source may hand a new object for the same photo. */
const TrayCell = memo(
  TrayCellView,
  (a, b) =>
    a.photo.id === b.photo.id &&
    a.photo.name === b.photo.name &&
    a.photo.width === b.photo.width &&
    a.photo.height === b.photo.height &&
    a.photo.focus?.x === b.photo.focus?.x &&
    a.photo.focus?.y === b.photo.focus?.y &&
    a.photo.thumbnailReady === b.photo.thumbnailReady &&
    a.position === b.position &&
    a.tabbable === b.tabbable &&
    a.size === b.size &&
    a.used === b.used &&
    a.onPlace === b.onPlace &&
    a.onFocus === b.onFocus,
);

function TrayCellView({
  photo,
  position,
  tabbable,
  size,
  used,
  onPlace,
  onFocus,
}: {
  photo: TrayPhoto;
  position: number;
  tabbable: boolean;
  size: number;
  used: boolean;
  onPlace: (photo: TrayPhoto) => void;
  onFocus: (position: number) => void;
}) {
  const self = useRef<HTMLButtonElement>(null);
  useTouchPhotoLift(self, documentPhotoId(photo.id));
  return (
    <button
      ref={self}
      type="button"
      draggable
      tabIndex={tabbable ? 0 : -1}
      data-position={position}
      className={styles.trayPhoto}
      aria-label={`${photo.name}${used ? ', used in this project' : ''}. Place on the page`}
      onClick={() => onPlace(photo)}
      onFocus={() => onFocus(position)}
      onDragStart={(event) => setPhotoDragData(event.dataTransfer, documentPhotoId(photo.id))}
    >
      <Thumbnail id={photo.id} size={Math.round(size)} ready={photo.thumbnailReady} />
      {used ? (
        <span className={styles.usedBadge} aria-hidden="true">
          Used
        </span>
      ) : null}
    </button>
  );
}

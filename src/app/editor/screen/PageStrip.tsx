import {
  type KeyboardEvent,
  memo,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Button,
  GridList,
  GridListItem,
  type Selection,
  useDragAndDrop,
} from 'react-aria-components';
import type { PhotoResolver } from '../../../shared/render/context';
import { interiorIds } from '../engine/commands/pages';
import type { EditorEngine } from '../engine/editorEngine';
import type { PageStructure } from '../engine/surfaceContent';
import styles from './EditorScreen.module.css';
import { PageThumbnail } from './PageThumbnail';
import {
  addedSurfaces,
  bookBounds,
  isInteriorPage,
  pagesRemovedWith,
  reorderIndex,
  stepIndex,
} from './pageStripRules';
import { useTouchPageMove } from './useTouchPageMove';
import { cancelIdle, whenIdle } from './whenIdle';

/** Items a big book's strip lays out before the rest, around the open page. */
const FIRST_ITEMS = 24;

/*
 * Every surface of the project in order, as thumbnails: click or arrow to a page to open it,
 * drag a page (or Alt+arrow) to move it, and add or remove pages — a book's in leaves of two.
 * Covers and other fixed surfaces stay where they are.
 */
export const PageStrip = memo(function PageStrip(props: {
  engine: EditorEngine;
  /**
   * The committed pages, their order and the product, and the open surface only: a drag, a zoom
   * or an edit on a page does not redraw the strip (each thumbnail follows its own page).
   */
  doc: PageStructure;
  activeSurfaceId: string | undefined;
  photos: PhotoResolver;
  readOnly: boolean;
  onAnnounce: (message: string) => void;
}) {
  const { engine, doc, photos, readOnly, onAnnounce } = props;
  const items = useMemo(
    () => doc.surfaceOrder.flatMap((id) => (doc.surfaces[id] ? [doc.surfaces[id]] : [])),
    [doc.surfaceOrder, doc.surfaces],
  );
  const active = props.activeSurfaceId;
  // A big book opens with the items around the open page; the rest are laid out once the
  // browser has time to spare, so the page is editable before the whole strip is built.
  const [whole, setWhole] = useState(() => items.length <= FIRST_ITEMS);
  useEffect(() => {
    if (whole) return;
    const idle = whenIdle(() => startTransition(() => setWhole(true)));
    return () => cancelIdle(idle);
  }, [whole]);
  const shown = useMemo(() => {
    if (whole || items.length <= FIRST_ITEMS) return items;
    const at = Math.max(
      0,
      items.findIndex((surface) => surface.id === active),
    );
    const from = Math.max(0, Math.min(at - FIRST_ITEMS / 2, items.length - FIRST_ITEMS));
    return items.slice(from, from + FIRST_ITEMS);
  }, [whole, items, active]);
  const bounds = bookBounds(doc);
  const isBook = bounds !== undefined && interiorIds(doc).length > 0;
  const label = (id: string) => doc.surfaces[id]?.label ?? 'Page';

  const moveTo = (ids: string[], to: number | undefined) => {
    if (to === undefined || readOnly) return;
    if (engine.dispatch({ name: 'reorderPages', args: { ids, to } }))
      onAnnounce(`${label(ids[0]!)} moved to position ${to + 1} of the pages`);
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': label(String(key)) })),
    onReorder(event) {
      const ids = [...event.keys].map(String).filter((id) => isInteriorPage(doc, id));
      if (ids.length === 0) return;
      moveTo(ids, reorderIndex(doc, ids, String(event.target.key), event.target.dropPosition));
    },
  });

  // A finger moves a page by its handle (useTouchPageMove), as the mouse does with drag and drop.
  const scroller = useRef<HTMLDivElement>(null);
  useTouchPageMove(scroller, (id, targetId, position) => {
    if (!isBook || readOnly || !isInteriorPage(doc, id)) return;
    moveTo([id], reorderIndex(doc, [id], targetId, position));
  });

  // Alt+arrow moves the focused page a place, as the keyboard's way to reorder.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!event.altKey || readOnly) return;
    const step =
      event.key === 'ArrowLeft' || event.key === 'ArrowUp'
        ? -1
        : event.key === 'ArrowRight' || event.key === 'ArrowDown'
          ? 1
          : 0;
    if (step === 0) return;
    const id = (event.target as Element).closest('[data-key]')?.getAttribute('data-key');
    if (!id || !isInteriorPage(doc, id)) return;
    event.preventDefault();
    event.stopPropagation();
    moveTo([id], stepIndex(doc, id, step));
  };

  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const [key] = [...selection];
    if (key !== undefined) engine.setActiveSurface(String(key));
  };

  const addPages = () => {
    // The engine's open page: the strip's own follows it a moment after a switch.
    const { doc: before, activeSurfaceId: afterId } = engine.getSnapshot();
    if (!engine.dispatch({ name: 'addPages', args: { pairs: 1, afterId, bounds } })) {
      onAnnounce('This book has as many pages as it can take.');
      return;
    }
    const added = addedSurfaces(before, engine.getSnapshot().doc);
    if (added[0]) engine.setActiveSurface(added[0]);
    onAnnounce(`${added.length === 1 ? '1 page' : `${added.length} pages`} added`);
  };

  const removable = active ? pagesRemovedWith(doc, active) : [];
  const removePages = () => {
    const open = engine.getSnapshot().activeSurfaceId;
    const ids = open ? pagesRemovedWith(doc, open) : [];
    const names = ids.map(label).join(' and ');
    if (ids.length > 0 && engine.dispatch({ name: 'removePages', args: { ids, bounds } }))
      onAnnounce(`${names} removed. Undo brings them back.`);
    else onAnnounce('This book cannot lose more pages: it is at its fewest.');
  };

  return (
    <section className={styles.pageStrip} aria-label="Pages">
      <div
        ref={scroller}
        onKeyDownCapture={onKeyDownCapture}
        // A thumbnail's picture or a link is the browser's to drag (its address, which a drop
        // then opens): only the page itself moves.
        onDragStartCapture={(event) => {
          const target = event.target as Element;
          if (target instanceof HTMLImageElement || target instanceof HTMLAnchorElement)
            event.preventDefault();
        }}
        className={styles.stripScroller}
        data-strip-scroller
      >
        <GridList
          aria-label="Pages of the project"
          items={shown}
          // The collection caches each item's rendering by its surface record; what else an item
          // draws is the page structure (its drag handle) and the photos. A page's photos or text
          // are its thumbnail's own: it reads them from the engine, so typing rebuilds no item.
          dependencies={[doc, photos]}
          layout="stack"
          orientation="horizontal"
          selectionMode="single"
          selectionBehavior="replace"
          disallowEmptySelection
          selectedKeys={active ? [active] : []}
          onSelectionChange={onSelectionChange}
          dragAndDropHooks={isBook && !readOnly ? dragAndDropHooks : undefined}
          className={styles.stripList}
        >
          {(surface) => (
            <GridListItem
              id={surface.id}
              textValue={surface.label}
              aria-label={surface.label}
              className={styles.stripItem}
            >
              {({ allowsDragging }) => (
                <>
                  {allowsDragging ? (
                    <Button
                      slot="drag"
                      className={styles.dragHandle}
                      aria-label={`Move ${surface.label}`}
                      isDisabled={!isInteriorPage(doc, surface.id)}
                    >
                      ⠿
                    </Button>
                  ) : null}
                  <PageThumbnail engine={engine} surfaceId={surface.id} photos={photos} />
                  <span className={styles.stripLabel}>{surface.label}</span>
                </>
              )}
            </GridListItem>
          )}
        </GridList>
      </div>
      {isBook && !readOnly ? (
        <div className={styles.stripActions}>
          <Button className={styles.toolButton} onPress={addPages}>
            Add pages
          </Button>
          <Button
            className={styles.toolButton}
            onPress={removePages}
            isDisabled={removable.length === 0}
          >
            {removable.length > 1 ? 'Remove these 2 pages' : 'Remove page'}
          </Button>
        </div>
      ) : null}
    </section>
  );
});

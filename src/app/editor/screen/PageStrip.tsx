import { type KeyboardEvent, memo, useMemo } from 'react';
import {
  Button,
  GridList,
  GridListItem,
  type Selection,
  useDragAndDrop,
} from 'react-aria-components';
import type { ProjectDocument } from '../../../shared/project/document';
import type { PhotoResolver } from '../../../shared/render/context';
import { interiorIds } from '../engine/commands/pages';
import type { EditorEngine } from '../engine/editorEngine';
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

/*
 * Every surface of the project in order, as thumbnails: click or arrow to a page to open it,
 * drag a page (or Alt+arrow) to move it, and add or remove pages — a book's in leaves of two.
 * Covers and other fixed surfaces stay where they are.
 */
export const PageStrip = memo(function PageStrip(props: {
  engine: EditorEngine;
  /** The committed document and open surface only: a drag or a zoom does not redraw the strip. */
  doc: ProjectDocument;
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
  const bounds = bookBounds(doc);
  const isBook = bounds !== undefined && interiorIds(doc).length > 0;
  const active = props.activeSurfaceId;
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
    const before = engine.getSnapshot().doc;
    if (!engine.dispatch({ name: 'addPages', args: { pairs: 1, afterId: active, bounds } })) {
      onAnnounce('This book has as many pages as it can take.');
      return;
    }
    const added = addedSurfaces(before, engine.getSnapshot().doc);
    if (added[0]) engine.setActiveSurface(added[0]);
    onAnnounce(`${added.length === 1 ? '1 page' : `${added.length} pages`} added`);
  };

  const removable = active ? pagesRemovedWith(doc, active) : [];
  const removePages = () => {
    const names = removable.map(label).join(' and ');
    if (engine.dispatch({ name: 'removePages', args: { ids: removable, bounds } }))
      onAnnounce(`${names} removed. Undo brings them back.`);
    else onAnnounce('This book cannot lose more pages: it is at its fewest.');
  };

  return (
    <section className={styles.pageStrip} aria-label="Pages">
      <div onKeyDownCapture={onKeyDownCapture} className={styles.stripScroller} data-strip-scroller>
        <GridList
          aria-label="Pages of the project"
          items={items}
          // The collection caches each item's rendering by its surface: a page whose photos or
          // text changed keeps its surface record, so the document and resolver are dependencies.
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
                  <PageThumbnail doc={doc} surfaceId={surface.id} photos={photos} />
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

import { type DragEvent, memo, useEffect, useMemo, useRef, useState } from 'react';
import type { ProjectDocument } from '../../../shared/project/document';
import { bleedRect } from '../../../shared/project/surface';
import type { PhotoResolver } from '../../../shared/render/context';
import { renderSurface } from '../../../shared/render/renderSurface';
import { svgToReact } from '../../ui/svgToReact';
import type { EditorEngine, EditorState } from '../engine/editorEngine';
import { toSurface, type Viewport } from '../engine/viewport';
import {
  PHOTO_DRAG_TYPE,
  readPhotoDragData,
  TOUCH_PHOTO_DRAG_EVENT,
  TOUCH_PHOTO_DROP_TARGET,
  type TouchPhotoDragDetail,
} from '../screen/photoDrag';
import { CanvasBadges } from './CanvasBadges';
import { CropControls } from './CropControls';
import { lowResolutionBadges, overflowBadges } from './canvasBadgeRules';
import type { CanvasMode } from './canvasMode';
import styles from './EditorCanvas.module.css';
import { ElementMenu, type ElementMenuAt } from './ElementMenu';
import { photoDropCommand, photoDropSlot } from './photoDrop';
import { SelectionOverlay } from './SelectionOverlay';
import { TextEditOverlay } from './TextEditOverlay';
import { useCanvasGestures } from './useCanvasGestures';

/** The active surface through the one renderer, placed on screen by the viewport. */
const SurfaceArt = memo(function SurfaceArt(props: {
  doc: ProjectDocument;
  surfaceId: string;
  photos: PhotoResolver;
  viewport: Viewport;
}) {
  const { doc, surfaceId, photos, viewport } = props;
  const tree = useMemo(
    () => renderSurface(doc, surfaceId, { mode: 'editor', photos }),
    [doc, surfaceId, photos],
  );
  const surface = doc.surfaces[surfaceId];
  if (!surface) return null;
  const area = bleedRect(surface);
  return svgToReact(tree, undefined, {
    x: viewport.x + area.x * viewport.zoom,
    y: viewport.y + area.y * viewport.zoom,
    width: area.width * viewport.zoom,
    height: area.height * viewport.zoom,
    role: 'img',
    'aria-label': surface.label,
  });
});

export interface EditorCanvasProps {
  engine: EditorEngine;
  state: EditorState;
  photos: PhotoResolver;
  readOnly: boolean;
  mode: CanvasMode;
  onModeChange: (mode: CanvasMode) => void;
  editingTextId: string | undefined;
  onEditText: (id: string | undefined) => void;
  /** Told what a drop did, for the live region ("Photo placed", "No empty slot here"). */
  onAnnounce: (message: string) => void;
  /** The element menu's Replace: show the photos, where a tap replaces the selected slot's. */
  onReplacePhoto?: (slotId: string) => void;
}

/**
 * The editor's canvas: the active surface (only that one is mounted), the selection overlay, the
 * low-resolution badges, and the in-place editors (text, crop) over it. Fits the surface when it
 * is opened and whenever the canvas changes size.
 */
export function EditorCanvas(props: EditorCanvasProps) {
  const { engine, state, photos, readOnly, mode, onModeChange } = props;
  const container = useRef<HTMLDivElement>(null);
  /** While a photo is dragged over the page: the slot it would land in, outlined. */
  const [dropSlotId, setDropSlotId] = useState<string | undefined>();
  const [menu, setMenu] = useState<ElementMenuAt | undefined>();
  const surfaceId = state.activeSurfaceId;
  const surface = surfaceId ? state.view.surfaces[surfaceId] : undefined;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0 && element.clientHeight > 0)
        engine.setViewportSize(element.clientWidth, element.clientHeight);
      engine.fit();
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [engine]);

  // A page opened from the strip is shown whole.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refits when the surface changes
  useEffect(() => {
    engine.fit();
  }, [engine, surfaceId]);

  const { view, handlers } = useCanvasGestures({
    engine,
    container,
    photos,
    mode,
    readOnly,
    onModeChange,
    onEditText: (id) => props.onEditText(id),
    onElementMenu: readOnly ? undefined : (elementId, point) => setMenu({ elementId, point }),
  });

  const badges = useMemo(
    () =>
      surfaceId
        ? [
            ...lowResolutionBadges(state.view, surfaceId, photos),
            ...overflowBadges(state.view, surfaceId),
          ]
        : [],
    [state.view, surfaceId, photos],
  );

  const carriesPhoto = (event: DragEvent) =>
    !readOnly && Array.from(event.dataTransfer?.types ?? []).includes(PHOTO_DRAG_TYPE);

  const dropPoint = (event: { clientX: number; clientY: number }) => {
    const box = container.current?.getBoundingClientRect();
    const screen = { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
    return toSurface(engine.getSnapshot().viewport, screen);
  };

  /** The slot a photo over this point would land in outlined ('' for none). */
  const hover = (event: { clientX: number; clientY: number }) => {
    if (!surfaceId) return;
    const slot = photoDropSlot(engine.getSnapshot().doc, surfaceId, dropPoint(event));
    setDropSlotId(slot?.id ?? '');
  };

  const drop = (photoId: string, event: { clientX: number; clientY: number }) => {
    setDropSlotId(undefined);
    if (!surfaceId || readOnly) return;
    const point = dropPoint(event);
    const doc = engine.getSnapshot().doc;
    const call = photoDropCommand(doc, surfaceId, point, photoId, photos);
    if (!call) {
      props.onAnnounce(
        'This page has no empty photo slot. Drop the photo onto a photo to replace it.',
      );
      return;
    }
    engine.dispatch(call);
    if ('slotId' in call.args) engine.select([call.args.slotId]);
    props.onAnnounce(call.name === 'placePhoto' ? 'Photo placed' : 'Photo replaced');
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesPhoto(event) || !surfaceId) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    hover(event);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    setDropSlotId(undefined);
    const photoId = readPhotoDragData(event.dataTransfer);
    if (!photoId || !surfaceId || readOnly) return;
    event.preventDefault();
    drop(photoId, event);
  };

  // A photo lifted from the tray by touch (useTouchPhotoLift) says where it is by these events.
  const touchDrag = useRef({ hover, drop });
  touchDrag.current = { hover, drop };
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onTouchDrag = (event: Event) => {
      const detail = (event as CustomEvent<TouchPhotoDragDetail>).detail;
      if (detail.phase === 'over') touchDrag.current.hover(detail);
      else if (detail.phase === 'drop') touchDrag.current.drop(detail.photoId, detail);
      else setDropSlotId(undefined);
    };
    element.addEventListener(TOUCH_PHOTO_DRAG_EVENT, onTouchDrag);
    return () => element.removeEventListener(TOUCH_PHOTO_DRAG_EVENT, onTouchDrag);
  }, []);

  const editing = props.editingTextId ? state.doc.elements[props.editingTextId] : undefined;
  const cropping = mode.kind === 'crop' ? state.doc.elements[mode.slotId] : undefined;

  return (
    <div
      ref={container}
      role="application"
      aria-roledescription="design canvas"
      aria-label={
        surface
          ? `${surface.label}. Arrow keys move the selection; Tab reaches each element.`
          : 'Design canvas'
      }
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes the editor's keys (nudge, delete) when focused
      tabIndex={0}
      className={styles.canvas}
      data-dropping={dropSlotId !== undefined || undefined}
      data-testid="editor-canvas"
      {...{ [TOUCH_PHOTO_DROP_TARGET]: readOnly ? undefined : '' }}
      {...handlers}
      onDragOver={onDragOver}
      onDragLeave={() => setDropSlotId(undefined)}
      onDrop={onDrop}
    >
      {surface && surfaceId ? (
        <svg className={styles.stage} width="100%" height="100%">
          <title>{surface.label}</title>
          <SurfaceArt
            doc={state.view}
            surfaceId={surfaceId}
            photos={photos}
            viewport={state.viewport}
          />
          <CanvasBadges doc={state.view} viewport={state.viewport} badges={badges} />
          <SelectionOverlay
            doc={state.view}
            surface={surface}
            viewport={state.viewport}
            selection={state.selection}
            guides={state.guides}
            marquee={view.marquee}
            swapTarget={view.swapTarget ?? (dropSlotId || undefined)}
            croppingId={mode.kind === 'crop' ? mode.slotId : undefined}
            readOnly={readOnly}
          />
        </svg>
      ) : (
        <p className={styles.empty}>This project has nothing to design yet.</p>
      )}
      {editing?.type === 'text' ? (
        <TextEditOverlay
          key={editing.id}
          engine={engine}
          element={editing}
          viewport={state.viewport}
          onClose={() => props.onEditText(undefined)}
        />
      ) : null}
      {menu ? (
        <ElementMenu
          engine={engine}
          at={menu}
          onClose={() => setMenu(undefined)}
          onReplace={(slotId) => {
            engine.select([slotId]);
            props.onReplacePhoto?.(slotId);
          }}
        />
      ) : null}
      {cropping?.type === 'photoSlot' ? (
        <CropControls
          engine={engine}
          slot={cropping}
          onDone={() => onModeChange({ kind: 'idle' })}
        />
      ) : null}
    </div>
  );
}

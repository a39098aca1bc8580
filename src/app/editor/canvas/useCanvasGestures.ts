import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useRef,
  useState,
} from 'react';
import type { Element } from '../../../shared/project/elements';
import type { Point, Rect } from '../../../shared/project/geometry';
import type { PhotoResolver } from '../../../shared/render/context';
import type { EditorEngine } from '../engine/editorEngine';
import { hitTest } from '../engine/hitTest';
import { toSurface } from '../engine/viewport';
import {
  cropPannedBy,
  type HandleName,
  pinchOf,
  rectBetween,
  resizeBox,
  rotationTowards,
} from './canvasMath';
import type { CanvasMode } from './canvasMode';
import { photoSizes, slotAt } from './photoDrop';
import { useCanvasWheel } from './useCanvasWheel';
import { useSpaceHeld } from './useSpaceHeld';

/*
 * Pointer gestures on the canvas, one at a time, for mouse, pen and touch alike:
 *   mouse: press an element to select and drag it (one undo step), press the page to draw a
 *     marquee (a click there clears the selection), handles resize and rotate;
 *   touch: one finger on a selected element drags it; on anything else it pans, unless held
 *     still for a long press, which selects and starts a drag, or, let go without moving, opens
 *     the element's menu; two fingers pinch and pan;
 *   crop mode: dragging inside the slot pans the photo, the wheel or a pinch zooms it.
 * A photo slot dragged onto another slot swaps their photos instead of moving.
 */

/** Screen pixels a press may wander before it counts as a drag. */
const SLOP_PX = 4;
const LONG_PRESS_MS = 450;

type Gesture =
  | {
      kind: 'press';
      start: Point;
      moved: boolean;
      ids: readonly string[];
      swapFrom?: string;
      swapTarget?: string;
      /** Started by a long press: let go without moving, it opens the element's menu. */
      menu?: boolean;
    }
  | { kind: 'touchWait'; start: Point; hitId: string | undefined; timer: number }
  | { kind: 'pan'; last: Point }
  | { kind: 'marquee'; start: Point; current: Point }
  | { kind: 'resize'; handle: HandleName; start: Point; element: Element; keepAspect: boolean }
  | { kind: 'rotate'; element: Element }
  | { kind: 'crop'; start: Point; slotId: string }
  | { kind: 'pinch'; distance: number; centre: Point }
  | { kind: 'cropPinch'; distance: number; slotId: string; zoom: number };

export interface CanvasGestureView {
  /** The marquee being drawn, in surface points. */
  marquee: Rect | undefined;
  /** The slot a dragged photo would swap with if released now. */
  swapTarget: string | undefined;
}

export function useCanvasGestures(options: {
  engine: EditorEngine;
  container: RefObject<HTMLDivElement | null>;
  photos: PhotoResolver;
  mode: CanvasMode;
  readOnly: boolean;
  onModeChange: (mode: CanvasMode) => void;
  onEditText: (id: string) => void;
  /** A long press let go without moving: the element's menu, at the press. */
  onElementMenu?: (elementId: string, point: Point) => void;
}) {
  const { engine, container, photos, mode, readOnly, onModeChange, onEditText } = options;
  const gesture = useRef<Gesture | undefined>(undefined);
  const touches = useRef(new Map<number, Point>());
  const spaceHeld = useSpaceHeld();
  const [view, setView] = useState<CanvasGestureView>({
    marquee: undefined,
    swapTarget: undefined,
  });

  const screenPoint = useCallback(
    (event: { clientX: number; clientY: number }): Point => {
      const box = container.current?.getBoundingClientRect();
      return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
    },
    [container],
  );
  const surfacePoint = (screen: Point) => toSurface(engine.getSnapshot().viewport, screen);

  const endGesture = () => {
    const current = gesture.current;
    if (current?.kind === 'touchWait') window.clearTimeout(current.timer);
    gesture.current = undefined;
    setView((old) =>
      old.marquee || old.swapTarget ? { marquee: undefined, swapTarget: undefined } : old,
    );
  };

  /** Starts dragging whatever is under the press, selecting it first. */
  const startMove = (start: Point, hitId: string, additive: boolean) => {
    const state = engine.getSnapshot();
    let selection = state.selection;
    if (additive)
      selection = selection.includes(hitId)
        ? selection.filter((id) => id !== hitId)
        : [...selection, hitId];
    else if (!selection.includes(hitId)) selection = [hitId];
    engine.select(selection);
    if (readOnly || !selection.includes(hitId)) return;
    const element = state.doc.elements[hitId];
    const swapFrom =
      selection.length === 1 && element?.type === 'photoSlot' && element.photoId
        ? hitId
        : undefined;
    engine.beginDrag(selection);
    gesture.current = { kind: 'press', start, moved: false, ids: selection, swapFrom };
  };

  const startPinch = () => {
    const [a, b] = [...touches.current.values()];
    if (!a || !b) return;
    const current = gesture.current;
    if (current?.kind === 'touchWait') window.clearTimeout(current.timer);
    engine.cancelDrag();
    const pinch = pinchOf(a, b);
    // In crop mode a pinch zooms the photo in its slot, as the slider does, not the view.
    const slot = mode.kind === 'crop' ? engine.getSnapshot().doc.elements[mode.slotId] : undefined;
    if (slot?.type === 'photoSlot' && !readOnly) {
      if (current?.kind === 'crop') engine.cancelPreview();
      const zoom = slot.crop?.zoom ?? 1;
      gesture.current = { kind: 'cropPinch', distance: pinch.distance, slotId: slot.id, zoom };
      return;
    }
    gesture.current = { kind: 'pinch', ...pinch };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse' && event.button !== 1) return;
    const target = event.target as globalThis.Element;
    // The text editor and toolbars over the canvas handle their own pointers.
    if (target.closest('[data-canvas-overlay]')) return;
    const start = screenPoint(event);
    container.current?.setPointerCapture?.(event.pointerId);
    if (event.pointerType === 'touch') {
      touches.current.set(event.pointerId, start);
      if (touches.current.size === 2) return startPinch();
      if (touches.current.size > 2) return;
    }
    const state = engine.getSnapshot();
    const surfaceId = state.activeSurfaceId;
    if (!surfaceId) return;
    const point = surfacePoint(start);
    // The middle button, or the left with Space held (as in other design tools), pans.
    if (event.button === 1 || spaceHeld.current) {
      gesture.current = { kind: 'pan', last: start };
      return;
    }

    const handle = target.closest<SVGElement>('[data-handle]')?.dataset.handle;
    const selected =
      state.selection.length === 1 ? state.doc.elements[state.selection[0]!] : undefined;
    if (handle && selected && !readOnly) {
      gesture.current =
        handle === 'rotate'
          ? { kind: 'rotate', element: selected }
          : {
              kind: 'resize',
              handle: handle as HandleName,
              start: point,
              element: selected,
              keepAspect: selected.type === 'photoSlot' || event.shiftKey,
            };
      return;
    }

    if (mode.kind === 'crop') {
      const slot = state.doc.elements[mode.slotId];
      if (slot && slotAt(state.doc, surfaceId, point)?.id === slot.id && !readOnly) {
        gesture.current = { kind: 'crop', start: point, slotId: slot.id };
        return;
      }
      onModeChange({ kind: 'idle' });
    }

    const hitId = hitTest(state.doc, surfaceId, point);
    const hit = hitId ? state.doc.elements[hitId] : undefined;
    const onElement = hit !== undefined && hit.type !== 'background';
    if (event.pointerType === 'touch') {
      if (onElement && state.selection.includes(hit.id)) return startMove(start, hit.id, false);
      const timer = window.setTimeout(() => {
        const waiting = gesture.current;
        if (waiting?.kind !== 'touchWait' || !onElement) return;
        navigator.vibrate?.(10);
        startMove(waiting.start, hit.id, false);
        const pressed = gesture.current as Gesture | undefined;
        if (pressed?.kind === 'press') pressed.menu = true;
      }, LONG_PRESS_MS);
      gesture.current = { kind: 'touchWait', start, hitId: onElement ? hit.id : undefined, timer };
      return;
    }
    if (onElement) return startMove(start, hit.id, event.shiftKey || event.metaKey);
    gesture.current = { kind: 'marquee', start: point, current: point };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const screen = screenPoint(event);
    if (event.pointerType === 'touch' && touches.current.has(event.pointerId)) {
      touches.current.set(event.pointerId, screen);
    }
    const current = gesture.current;
    if (!current) return;
    const state = engine.getSnapshot();
    const zoom = state.viewport.zoom;
    switch (current.kind) {
      case 'pinch': {
        const [a, b] = [...touches.current.values()];
        if (!a || !b) return;
        const next = pinchOf(a, b);
        if (current.distance > 0) engine.zoomBy(next.distance / current.distance, next.centre);
        engine.panBy(next.centre.x - current.centre.x, next.centre.y - current.centre.y);
        gesture.current = { kind: 'pinch', ...next };
        return;
      }
      case 'cropPinch': {
        const [a, b] = [...touches.current.values()];
        if (!a || !b || current.distance <= 0) return;
        const factor = pinchOf(a, b).distance / current.distance;
        const zoom = Math.min(10, Math.max(1, current.zoom * factor));
        engine.preview({ name: 'setCrop', args: { slotId: current.slotId, crop: { zoom } } });
        return;
      }
      case 'touchWait': {
        if (Math.hypot(screen.x - current.start.x, screen.y - current.start.y) <= SLOP_PX) return;
        window.clearTimeout(current.timer);
        gesture.current = { kind: 'pan', last: current.start };
        return onPointerMove(event);
      }
      case 'pan':
        engine.panBy(screen.x - current.last.x, screen.y - current.last.y);
        gesture.current = { kind: 'pan', last: screen };
        return;
      case 'press': {
        const dx = screen.x - current.start.x;
        const dy = screen.y - current.start.y;
        if (!current.moved && Math.hypot(dx, dy) <= SLOP_PX) return;
        current.moved = true;
        engine.dragTo(dx / zoom, dy / zoom);
        if (current.swapFrom && state.activeSurfaceId) {
          const over = slotAt(
            state.doc,
            state.activeSurfaceId,
            surfacePoint(screen),
            new Set([current.swapFrom]),
          );
          current.swapTarget = over?.id;
          setView((old) => (old.swapTarget === over?.id ? old : { ...old, swapTarget: over?.id }));
        }
        return;
      }
      case 'marquee': {
        const point = surfacePoint(screen);
        gesture.current = { ...current, current: point };
        setView((old) => ({ ...old, marquee: rectBetween(current.start, point) }));
        return;
      }
      case 'resize': {
        const point = surfacePoint(screen);
        const rect = resizeBox(
          current.element,
          current.handle,
          { x: point.x - current.start.x, y: point.y - current.start.y },
          { keepAspect: current.keepAspect || event.shiftKey },
        );
        engine.preview({ name: 'resizeElement', args: { id: current.element.id, rect } });
        return;
      }
      case 'rotate': {
        const rotation = rotationTowards(current.element, surfacePoint(screen), {
          step: event.shiftKey,
        });
        engine.preview({ name: 'rotateElement', args: { id: current.element.id, rotation } });
        return;
      }
      case 'crop': {
        const slot = state.doc.elements[current.slotId];
        const photo = slot?.type === 'photoSlot' && slot.photoId ? photos(slot.photoId) : undefined;
        if (slot?.type !== 'photoSlot' || !photo) return;
        const point = surfacePoint(screen);
        const pan = cropPannedBy(slot, photo, slot.crop, {
          x: point.x - current.start.x,
          y: point.y - current.start.y,
        });
        engine.preview({ name: 'setCrop', args: { slotId: slot.id, crop: pan } });
        return;
      }
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    touches.current.delete(event.pointerId);
    const current = gesture.current;
    if (!current) return;
    const state = engine.getSnapshot();
    switch (current.kind) {
      case 'pinch':
        // The remaining finger does nothing until it is lifted: no jump into a pan.
        if (touches.current.size === 0) endGesture();
        return;
      case 'cropPinch':
        // The zoom is kept (one undo step) once both fingers are off the glass.
        if (touches.current.size === 0) {
          engine.commitPreview();
          endGesture();
        }
        return;
      case 'touchWait': {
        // A tap: select what is under the finger, or clear the selection.
        if (current.hitId) engine.select([current.hitId]);
        else engine.clearSelection();
        break;
      }
      case 'press': {
        if (!current.moved) {
          engine.cancelDrag();
          if (current.menu && current.ids[0])
            options.onElementMenu?.(current.ids[0], current.start);
          break;
        }
        const target = current.swapTarget;
        if (current.swapFrom && target) {
          engine.cancelDrag();
          engine.dispatch({
            name: 'swapPhotos',
            args: {
              a: current.swapFrom,
              b: target,
              sizes: photoSizes(state.doc, [current.swapFrom, target], photos),
            },
          });
        } else engine.endDrag();
        break;
      }
      case 'marquee': {
        const rect = rectBetween(current.start, current.current);
        const zoom = state.viewport.zoom;
        if (rect.width * zoom < SLOP_PX && rect.height * zoom < SLOP_PX) engine.clearSelection();
        else engine.selectInRect(rect);
        break;
      }
      case 'resize':
      case 'rotate':
      case 'crop':
        engine.commitPreview();
        break;
      case 'pan':
        break;
    }
    endGesture();
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLDivElement>) => {
    touches.current.delete(event.pointerId);
    const current = gesture.current;
    if (current?.kind === 'press') engine.cancelDrag();
    else if (current && ['resize', 'rotate', 'crop', 'cropPinch'].includes(current.kind))
      engine.cancelPreview();
    endGesture();
  };

  const onDoubleClick = (event: { clientX: number; clientY: number; target: EventTarget }) => {
    if ((event.target as globalThis.Element).closest?.('[data-canvas-overlay]')) return;
    const state = engine.getSnapshot();
    if (!state.activeSurfaceId || readOnly) return;
    const point = surfacePoint(screenPoint(event));
    const id = hitTest(state.doc, state.activeSurfaceId, point);
    const element = id ? state.doc.elements[id] : undefined;
    if (!element || element.locked) return;
    if (element.type === 'photoSlot' && element.photoId) {
      engine.select([element.id]);
      onModeChange({ kind: 'crop', slotId: element.id });
    } else if (element.type === 'text') {
      engine.select([element.id]);
      onEditText(element.id);
    }
  };

  useCanvasWheel({ engine, container, mode, readOnly, screenPoint });

  return {
    view,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel,
      onDoubleClick,
      // A finger held still is a long press of ours, not the browser's own menu.
      onContextMenu: (event: { preventDefault(): void }) => {
        if (touches.current.size > 0 || gesture.current) event.preventDefault();
      },
    },
  };
}

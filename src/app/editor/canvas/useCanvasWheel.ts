import { type RefObject, useEffect } from 'react';
import type { Point } from '../../../shared/project/geometry';
import type { EditorEngine } from '../engine/editorEngine';
import { wheelZoomFactor } from './canvasMath';
import type { CanvasMode } from './canvasMode';

/**
 * The wheel on the canvas: Ctrl/Cmd+wheel (and a trackpad pinch, which browsers send so) zooms
 * about the pointer, a plain wheel pans, and in crop mode the wheel zooms the photo in its slot.
 * The listener is not passive, so it can refuse the page's own scroll and zoom.
 */
export function useCanvasWheel(options: {
  engine: EditorEngine;
  container: RefObject<HTMLDivElement | null>;
  mode: CanvasMode;
  readOnly: boolean;
  screenPoint: (event: { clientX: number; clientY: number }) => Point;
}) {
  const { engine, container, mode, readOnly, screenPoint } = options;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = wheelZoomFactor(event.deltaY, event.deltaMode);
      if (mode.kind === 'crop' && !readOnly) {
        const slot = engine.getSnapshot().doc.elements[mode.slotId];
        if (slot?.type === 'photoSlot') {
          engine.dispatch(
            {
              name: 'setCrop',
              args: { slotId: slot.id, crop: { zoom: (slot.crop?.zoom ?? 1) * factor } },
            },
            { mergeKey: `crop:${slot.id}` },
          );
          return;
        }
      }
      if (event.ctrlKey || event.metaKey) engine.zoomBy(factor, screenPoint(event));
      else engine.panBy(-event.deltaX, -event.deltaY);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [engine, container, mode, readOnly, screenPoint]);
}

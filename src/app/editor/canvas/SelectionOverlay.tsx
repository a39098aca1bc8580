import type { ProjectDocument } from '../../../shared/project/document';
import type { Element } from '../../../shared/project/elements';
import type { Rect } from '../../../shared/project/geometry';
import type { Surface } from '../../../shared/project/surface';
import type { Guide } from '../engine/snapping';
import { toScreen, type Viewport } from '../engine/viewport';
import {
  boxPoint,
  HANDLES,
  handlePosition,
  rotateHandlePosition,
  screenCorners,
} from './canvasMath';
import styles from './EditorCanvas.module.css';

/*
 * What the canvas draws over the artwork, in screen pixels so lines and handles keep their size at
 * every zoom: the selection's outlines, one element's resize and rotate handles, snapping guides,
 * the marquee, the slot a dragged photo would swap with, and the slot being cropped.
 */

const HANDLE_PX = 10;

function outline(viewport: Viewport, element: Element) {
  return screenCorners(viewport, element)
    .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    .join(' ');
}

function Handles({ viewport, element }: { viewport: Viewport; element: Element }) {
  const top = toScreen(viewport, boxPoint(element, 0.5, 0));
  const rotate = rotateHandlePosition(viewport, element);
  return (
    <g>
      <line x1={top.x} y1={top.y} x2={rotate.x} y2={rotate.y} className={styles.handleStem} />
      <circle
        cx={rotate.x}
        cy={rotate.y}
        r={HANDLE_PX / 2 + 1}
        className={styles.rotateHandle}
        data-handle="rotate"
      >
        <title>Rotate</title>
      </circle>
      {HANDLES.map((handle) => {
        const at = handlePosition(viewport, element, handle);
        return (
          <rect
            key={handle}
            x={at.x - HANDLE_PX / 2}
            y={at.y - HANDLE_PX / 2}
            width={HANDLE_PX}
            height={HANDLE_PX}
            className={styles.handle}
            data-handle={handle}
            style={{ cursor: `${handle}-resize` }}
            transform={`rotate(${element.rotation} ${at.x} ${at.y})`}
          />
        );
      })}
    </g>
  );
}

function GuideLines(props: { viewport: Viewport; surface: Surface; guides: readonly Guide[] }) {
  const { viewport, surface, guides } = props;
  const from = toScreen(viewport, { x: -surface.bleed, y: -surface.bleed });
  const to = toScreen(viewport, {
    x: surface.width + surface.bleed,
    y: surface.height + surface.bleed,
  });
  return (
    <g data-testid="snap-guides">
      {guides.map((guide) => {
        const at = toScreen(viewport, { x: guide.at, y: guide.at });
        return guide.axis === 'x' ? (
          <line
            key={`x${guide.at}`}
            x1={at.x}
            x2={at.x}
            y1={from.y}
            y2={to.y}
            className={styles.guide}
          />
        ) : (
          <line
            key={`y${guide.at}`}
            y1={at.y}
            y2={at.y}
            x1={from.x}
            x2={to.x}
            className={styles.guide}
          />
        );
      })}
    </g>
  );
}

export function SelectionOverlay(props: {
  doc: ProjectDocument;
  surface: Surface;
  viewport: Viewport;
  selection: readonly string[];
  guides: readonly Guide[];
  marquee: Rect | undefined;
  swapTarget: string | undefined;
  croppingId: string | undefined;
  readOnly: boolean;
}) {
  const { doc, surface, viewport, selection, guides, marquee, swapTarget, croppingId } = props;
  const selected = selection.flatMap((id) => (doc.elements[id] ? [doc.elements[id]] : []));
  const single = selected.length === 1 ? selected[0] : undefined;
  const showHandles = single && !single.locked && !props.readOnly && !croppingId;
  const swap = swapTarget ? doc.elements[swapTarget] : undefined;
  const cropping = croppingId ? doc.elements[croppingId] : undefined;
  const marqueeTopLeft = marquee ? toScreen(viewport, marquee) : undefined;
  return (
    <g className={styles.overlay}>
      {selected.map((element) => (
        <polygon
          key={element.id}
          points={outline(viewport, element)}
          className={styles.selectionOutline}
          data-selected={element.id}
        />
      ))}
      {swap ? <polygon points={outline(viewport, swap)} className={styles.swapTarget} /> : null}
      {cropping ? (
        <polygon points={outline(viewport, cropping)} className={styles.cropOutline} />
      ) : null}
      {showHandles ? <Handles viewport={viewport} element={single} /> : null}
      <GuideLines viewport={viewport} surface={surface} guides={guides} />
      {marquee && marqueeTopLeft ? (
        <rect
          x={marqueeTopLeft.x}
          y={marqueeTopLeft.y}
          width={marquee.width * viewport.zoom}
          height={marquee.height * viewport.zoom}
          className={styles.marquee}
          data-testid="marquee"
        />
      ) : null}
    </g>
  );
}

import type { ProjectDocument } from '../../../shared/project/document';
import { safeRect } from '../../../shared/project/surface';
import { boundsOf, unionBounds } from './hitTest';

/** A line to draw while snapped: vertical (axis 'x', at x) or horizontal (axis 'y', at y). */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
}

/** How close, in screen pixels, an edge must come to a target to snap to it. */
export const SNAP_THRESHOLD_PX = 6;

function targets(doc: ProjectDocument, surfaceId: string, moving: ReadonlySet<string>) {
  const surface = doc.surfaces[surfaceId];
  if (!surface) return { x: [], y: [] };
  const safe = safeRect(surface);
  const x = [0, surface.width / 2, surface.width, safe.x, safe.x + safe.width];
  const y = [0, surface.height / 2, surface.height, safe.y, safe.y + safe.height];
  for (const fold of surface.folds) (fold.axis === 'x' ? x : y).push(fold.at);
  for (const id of surface.elementIds) {
    const element = doc.elements[id];
    if (!element || moving.has(id) || element.type === 'background') continue;
    const box = boundsOf(element);
    x.push(box.x, box.x + box.width / 2, box.x + box.width);
    y.push(box.y, box.y + box.height / 2, box.y + box.height);
  }
  return { x, y };
}

function nearest(edges: number[], candidates: number[], within: number) {
  let best: { delta: number; at: number } | undefined;
  for (const edge of edges) {
    for (const at of candidates) {
      const delta = at - edge;
      if (Math.abs(delta) <= within && (!best || Math.abs(delta) < Math.abs(best.delta)))
        best = { delta, at };
    }
  }
  return best;
}

/**
 * Adjusts a move of `ids` by (dx, dy) so the moved box's edges or centre land on the surface's
 * edges, centre lines, folds, safe area, or another element's edges and centre, when within the
 * threshold (screen pixels, so snapping feels the same at every zoom; zoom is pixels per point).
 */
export function snapMove(
  doc: ProjectDocument,
  args: {
    surfaceId: string;
    ids: readonly string[];
    dx: number;
    dy: number;
    zoom: number;
    thresholdPx?: number;
  },
): { dx: number; dy: number; guides: Guide[] } {
  const box = unionBounds(
    args.ids.flatMap((id) => (doc.elements[id] ? [boundsOf(doc.elements[id])] : [])),
  );
  if (!box) return { dx: args.dx, dy: args.dy, guides: [] };
  const within = (args.thresholdPx ?? SNAP_THRESHOLD_PX) / args.zoom;
  const to = targets(doc, args.surfaceId, new Set(args.ids));
  const x = box.x + args.dx;
  const y = box.y + args.dy;
  const snapX = nearest([x, x + box.width / 2, x + box.width], to.x, within);
  const snapY = nearest([y, y + box.height / 2, y + box.height], to.y, within);
  // Every target an edge lands on after the snap gets its guide, not only the nearest one.
  const landed = (edges: number[], candidates: number[], delta: number) =>
    [...new Set(candidates)].filter((at) =>
      edges.some((edge) => Math.abs(edge + delta - at) < 1e-6),
    );
  const guides: Guide[] = [
    ...(snapX ? landed([x, x + box.width / 2, x + box.width], to.x, snapX.delta) : []).map(
      (at): Guide => ({ axis: 'x', at }),
    ),
    ...(snapY ? landed([y, y + box.height / 2, y + box.height], to.y, snapY.delta) : []).map(
      (at): Guide => ({ axis: 'y', at }),
    ),
  ];
  return { dx: args.dx + (snapX?.delta ?? 0), dy: args.dy + (snapY?.delta ?? 0), guides };
}

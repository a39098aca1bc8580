import type { ProjectDocument } from '../../../shared/project/document';
import type { Element } from '../../../shared/project/elements';
import type { Point, Rect } from '../../../shared/project/geometry';

/** The point in the element's own unrotated frame (rotation is clockwise about its centre). */
function toLocal(element: Element, point: Point): Point {
  const cx = element.x + element.width / 2;
  const cy = element.y + element.height / 2;
  const angle = (-element.rotation * Math.PI) / 180;
  const dx = point.x - cx;
  const dy = point.y - cy;
  return {
    x: cx + dx * Math.cos(angle) - dy * Math.sin(angle),
    y: cy + dx * Math.sin(angle) + dy * Math.cos(angle),
  };
}

export function containsPoint(element: Element, point: Point): boolean {
  const local = toLocal(element, point);
  return (
    local.x >= element.x &&
    local.x <= element.x + element.width &&
    local.y >= element.y &&
    local.y <= element.y + element.height
  );
}

/** The axis-aligned box around an element, turned. */
export function boundsOf(element: Element): Rect {
  const angle = (element.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const width = element.width * cos + element.height * sin;
  const height = element.width * sin + element.height * cos;
  return {
    x: element.x + element.width / 2 - width / 2,
    y: element.y + element.height / 2 - height / 2,
    width,
    height,
  };
}

export function unionBounds(rects: readonly Rect[]): Rect | undefined {
  if (rects.length === 0) return undefined;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * The topmost element of a surface under a point (surface points). The background is what a click
 * on an empty part of the page hits, so it comes last whatever its place in the order.
 */
export function hitTest(doc: ProjectDocument, surfaceId: string, point: Point): string | undefined {
  const ids = doc.surfaces[surfaceId]?.elementIds ?? [];
  let background: string | undefined;
  for (let i = ids.length - 1; i >= 0; i--) {
    const element = doc.elements[ids[i]!];
    if (!element || !containsPoint(element, point)) continue;
    if (element.type !== 'background') return element.id;
    background ??= element.id;
  }
  return background;
}

/** Elements wholly inside a marquee, backgrounds excepted, bottom to top. */
export function elementsInRect(doc: ProjectDocument, surfaceId: string, rect: Rect): string[] {
  const ids = doc.surfaces[surfaceId]?.elementIds ?? [];
  return ids.filter((id) => {
    const element = doc.elements[id];
    if (!element || element.type === 'background') return false;
    const box = boundsOf(element);
    return (
      box.x >= rect.x &&
      box.y >= rect.y &&
      box.x + box.width <= rect.x + rect.width &&
      box.y + box.height <= rect.y + rect.height
    );
  });
}

import type { Point, Rect } from '../../../shared/project/geometry';

/**
 * What the editor shows: `zoom` screen pixels per point, and where the surface's origin (its
 * trim's top-left) sits on screen. width and height are the viewport's own size in pixels.
 */
export interface Viewport {
  zoom: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 8;
export const ZOOM_STEP = 1.25;

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export function toSurface(viewport: Viewport, screen: Point): Point {
  return { x: (screen.x - viewport.x) / viewport.zoom, y: (screen.y - viewport.y) / viewport.zoom };
}

export function toScreen(viewport: Viewport, point: Point): Point {
  return { x: viewport.x + point.x * viewport.zoom, y: viewport.y + point.y * viewport.zoom };
}

/** Zooms so `area` (a surface with its bleed, or a spread) fits, centred, with padding in pixels. */
export function fitTo(viewport: Viewport, area: Rect, paddingPx = 24): Viewport {
  const room = {
    width: Math.max(1, viewport.width - 2 * paddingPx),
    height: Math.max(1, viewport.height - 2 * paddingPx),
  };
  const zoom = clampZoom(Math.min(room.width / area.width, room.height / area.height));
  return {
    ...viewport,
    zoom,
    x: viewport.width / 2 - (area.x + area.width / 2) * zoom,
    y: viewport.height / 2 - (area.y + area.height / 2) * zoom,
  };
}

/** Zooms by `factor` keeping the surface point under `screen` (the pointer, a pinch) in place. */
export function zoomAround(viewport: Viewport, factor: number, screen: Point): Viewport {
  const zoom = clampZoom(viewport.zoom * factor);
  const anchor = toSurface(viewport, screen);
  return { ...viewport, zoom, x: screen.x - anchor.x * zoom, y: screen.y - anchor.y * zoom };
}

export function panBy(viewport: Viewport, dx: number, dy: number): Viewport {
  return { ...viewport, x: viewport.x + dx, y: viewport.y + dy };
}

import { type Crop, DEFAULT_CROP, type Element } from '../../../shared/project/elements';
import type { Point, Rect } from '../../../shared/project/geometry';
import { type PhotoSize, placePhoto } from '../../../shared/render/photoPlacement';
import { MIN_ELEMENT_PT } from '../engine/commands/elements';
import { toScreen, type Viewport } from '../engine/viewport';

/*
 * The geometry of the canvas's gestures, kept pure so each rule is tested without a browser:
 * where an element's corners and handles sit on screen, what a handle drag makes of an element's
 * box, the angle a rotate handle gives, a marquee from two points, and a crop pan.
 */

export type HandleName = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';
export const HANDLES: readonly HandleName[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/** Where each handle sits on the unrotated box, as fractions of width and height. */
const HANDLE_AT: Record<HandleName, { fx: number; fy: number }> = {
  nw: { fx: 0, fy: 0 },
  n: { fx: 0.5, fy: 0 },
  ne: { fx: 1, fy: 0 },
  e: { fx: 1, fy: 0.5 },
  se: { fx: 1, fy: 1 },
  s: { fx: 0.5, fy: 1 },
  sw: { fx: 0, fy: 1 },
  w: { fx: 0, fy: 0.5 },
};

type Box = Pick<Element, 'x' | 'y' | 'width' | 'height' | 'rotation'>;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

function rotateAbout(point: Point, centre: Point, degrees: number): Point {
  const a = radians(degrees);
  const dx = point.x - centre.x;
  const dy = point.y - centre.y;
  return {
    x: centre.x + dx * Math.cos(a) - dy * Math.sin(a),
    y: centre.y + dx * Math.sin(a) + dy * Math.cos(a),
  };
}

const centreOf = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** A point of the box given as fractions of its size, turned with it, in surface points. */
export function boxPoint(box: Box, fx: number, fy: number): Point {
  return rotateAbout(
    { x: box.x + fx * box.width, y: box.y + fy * box.height },
    centreOf(box),
    box.rotation,
  );
}

/** The four corners of an element on screen, clockwise from its top-left. */
export function screenCorners(viewport: Viewport, box: Box): Point[] {
  return [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ].map(([fx, fy]) => toScreen(viewport, boxPoint(box, fx!, fy!)));
}

export function handlePosition(viewport: Viewport, box: Box, handle: HandleName): Point {
  const { fx, fy } = HANDLE_AT[handle];
  return toScreen(viewport, boxPoint(box, fx, fy));
}

/** The rotate handle: this many screen pixels above the top edge's middle. */
export const ROTATE_HANDLE_OFFSET_PX = 28;

export function rotateHandlePosition(viewport: Viewport, box: Box): Point {
  const offset = ROTATE_HANDLE_OFFSET_PX / viewport.zoom;
  return toScreen(viewport, boxPoint(box, 0.5, -offset / box.height));
}

/**
 * The box a handle drag makes: the pointer's move is read in the element's own (turned) frame,
 * the handle's edges follow it, the opposite edges stay where they are on the page, and no side
 * goes under the smallest size. Corner handles keep the proportions when `keepAspect` is set
 * (photos, as customers expect; Shift with other elements).
 */
export function resizeBox(
  box: Box,
  handle: HandleName,
  delta: Point,
  options: { keepAspect?: boolean } = {},
): Rect {
  const local = rotateAbout(delta, { x: 0, y: 0 }, -box.rotation);
  const { fx, fy } = HANDLE_AT[handle];
  const sx = fx === 0 ? -1 : fx === 1 ? 1 : 0;
  const sy = fy === 0 ? -1 : fy === 1 ? 1 : 0;
  let width = Math.max(MIN_ELEMENT_PT, box.width + sx * local.x);
  let height = Math.max(MIN_ELEMENT_PT, box.height + sy * local.y);
  if (options.keepAspect && sx !== 0 && sy !== 0) {
    const scale = Math.max(width / box.width, height / box.height);
    width = Math.max(MIN_ELEMENT_PT, box.width * scale);
    height = Math.max(MIN_ELEMENT_PT, box.height * scale);
  }
  // The anchor (the opposite handle) keeps its place on the page, rotation included.
  const anchorFx = 1 - fx;
  const anchorFy = 1 - fy;
  const anchor = boxPoint(box, anchorFx, anchorFy);
  // In the new box's unrotated frame the anchor sits at (anchorFx*width, anchorFy*height) from
  // its top-left; find the centre that puts it back on the same page point.
  const fromCentre = rotateAbout(
    { x: (anchorFx - 0.5) * width, y: (anchorFy - 0.5) * height },
    { x: 0, y: 0 },
    box.rotation,
  );
  const centre = { x: anchor.x - fromCentre.x, y: anchor.y - fromCentre.y };
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
}

/**
 * The rotation a rotate handle dragged to `pointer` gives: the angle from the element's centre,
 * 0 when the pointer is straight above it. Snaps to 15° steps within 4°, or always with Shift.
 */
export function rotationTowards(box: Box, pointer: Point, options: { step?: boolean } = {}) {
  const centre = centreOf(box);
  const degrees = (Math.atan2(pointer.x - centre.x, -(pointer.y - centre.y)) * 180) / Math.PI;
  const snapped = Math.round(degrees / 15) * 15;
  const angle = options.step || Math.abs(snapped - degrees) < 4 ? snapped : degrees;
  return Math.round(angle * 10) / 10;
}

/** The rectangle between two points, whichever way the marquee was drawn. */
export function rectBetween(a: Point, b: Point): Rect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/**
 * The crop after the customer drags the photo inside its slot by `delta` (surface points): the
 * photo follows the pointer, so the pan moves the other way, read in the photo's own turned axes.
 * Returns the pan only; setCrop clamps it to the slot.
 */
export function cropPannedBy(
  slot: Box,
  photo: PhotoSize,
  crop: Crop | undefined,
  delta: Point,
): Pick<Crop, 'panX' | 'panY'> {
  const base = crop ?? DEFAULT_CROP;
  const placed = placePhoto(slot, photo, base);
  const local = rotateAbout(delta, { x: 0, y: 0 }, -(slot.rotation + base.rotation));
  const a = radians(base.rotation);
  const needW = slot.width * Math.abs(Math.cos(a)) + slot.height * Math.abs(Math.sin(a));
  const needH = slot.width * Math.abs(Math.sin(a)) + slot.height * Math.abs(Math.cos(a));
  const overflowX = (placed.width - needW) / 2;
  const overflowY = (placed.height - needH) / 2;
  const clamp = (v: number) => Math.max(-1, Math.min(1, v));
  return {
    panX: overflowX > 1e-9 ? clamp(base.panX - local.x / overflowX) : 0,
    panY: overflowY > 1e-9 ? clamp(base.panY - local.y / overflowY) : 0,
  };
}

/** Distance and midpoint of two touches, for a pinch. */
export function pinchOf(a: Point, b: Point): { distance: number; centre: Point } {
  return {
    distance: Math.hypot(a.x - b.x, a.y - b.y),
    centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
  };
}

/** The zoom factor of a wheel turn with Ctrl/Cmd (or a trackpad pinch, which browsers send so). */
export function wheelZoomFactor(deltaY: number, deltaMode = 0): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaY;
  // A mouse wheel's notch (about 100 px) zooms by about ZOOM_STEP; a trackpad's small deltas glide.
  return Math.exp(-Math.max(-100, Math.min(100, pixels)) * 0.002);
}

import type { z } from 'zod';
import type { faceBoxSchema } from '../project/autofill/autofillPhoto';
import { type Crop, DEFAULT_CROP, type PhotoSlot, type TextStyle } from '../project/elements';
import type { Point, Rect } from '../project/geometry';
import { cropFromFocus, placePhoto } from '../render/photoPlacement';
import { layoutText, measureText } from '../render/textLayout';

/*
 * Where ink lands on a surface: the set lines of a text box (not its whole box, which is often
 * wider than its words) and a face inside a placed photo, each as the axis-aligned box around it
 * after the element's turn. Safe-area checks compare these with the surface's rectangles.
 */

interface Turned {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

function turn(point: Point, centre: Point, degrees: number): Point {
  const angle = (degrees * Math.PI) / 180;
  const dx = point.x - centre.x;
  const dy = point.y - centre.y;
  return {
    x: centre.x + dx * Math.cos(angle) - dy * Math.sin(angle),
    y: centre.y + dx * Math.sin(angle) + dy * Math.cos(angle),
  };
}

function boxAround(points: readonly Point[]): Rect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

function corners(rect: Rect): Point[] {
  return [
    { x: rect.x, y: rect.y },
    { x: rect.x + rect.width, y: rect.y },
    { x: rect.x + rect.width, y: rect.y + rect.height },
    { x: rect.x, y: rect.y + rect.height },
  ];
}

function centreOf(box: Turned): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The box around a rectangle given in the element's unturned frame, once the element turns. */
function onSurface(element: Turned, local: Rect): Rect {
  const centre = centreOf(element);
  return boxAround(corners(local).map((point) => turn(point, centre, element.rotation)));
}

type SetText = Turned &
  Pick<TextStyle, 'fontFamily' | 'fontSize' | 'letterSpacing' | 'uppercase' | 'lineHeight'> &
  Pick<TextStyle, 'align' | 'verticalAlign'> & { text: string };

/** The box the set lines of a text take on the surface; undefined for blank text. */
export function textInkBounds(element: SetText): Rect | undefined {
  if (!element.text.trim()) return undefined;
  const layout = layoutText(element.text, element, element);
  const widest = Math.max(...layout.lines.map((line) => measureText(line, element)));
  const width = element.align === 'justify' && layout.lines.length > 1 ? element.width : widest;
  const x =
    element.align === 'center'
      ? element.x + (element.width - width) / 2
      : element.align === 'right'
        ? element.x + element.width - width
        : element.x;
  const y =
    element.verticalAlign === 'top'
      ? element.y
      : element.verticalAlign === 'bottom'
        ? element.y + element.height - layout.height
        : element.y + (element.height - layout.height) / 2;
  return onSurface(element, { x, y, width, height: layout.height });
}

/** A face in a photo, as fractions (0..1) of the photo's width and height. */
export type FaceBox = z.infer<typeof faceBoxSchema>;

/** The crop a slot shows its photo with: its own, or the one its focus point frames. */
export function shownCrop(slot: PhotoSlot, photo: { width: number; height: number }): Crop {
  return slot.crop ?? (slot.focus ? cropFromFocus(slot, photo, slot.focus) : DEFAULT_CROP);
}

/**
 * Where a face lands on the surface, cut to the slot (the slot clips its photo); undefined when
 * the crop leaves the face out of the slot altogether.
 */
export function faceBoundsOnSurface(
  slot: PhotoSlot,
  photo: { width: number; height: number },
  face: FaceBox,
): Rect | undefined {
  const crop = shownCrop(slot, photo);
  const placed = placePhoto(slot, photo, crop);
  const centre = centreOf(slot);
  // The photo's centre sits (dx, dy) from the slot's centre in the photo's own turned axes.
  const inPhoto = corners({
    x: placed.dx + (face.x - 0.5) * placed.width,
    y: placed.dy + (face.y - 0.5) * placed.height,
    width: face.width * placed.width,
    height: face.height * placed.height,
  }).map((p) => turn({ x: centre.x + p.x, y: centre.y + p.y }, centre, crop.rotation));
  const inSlot = clip(boxAround(inPhoto), slot);
  return inSlot && onSurface(slot, inSlot);
}

function clip(rect: Rect, by: Rect): Rect | undefined {
  const x = Math.max(rect.x, by.x);
  const y = Math.max(rect.y, by.y);
  const right = Math.min(rect.x + rect.width, by.x + by.width);
  const bottom = Math.min(rect.y + rect.height, by.y + by.height);
  if (right - x <= 1e-6 || bottom - y <= 1e-6) return undefined;
  return { x, y, width: right - x, height: bottom - y };
}

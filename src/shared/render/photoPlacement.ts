import { type Crop, DEFAULT_CROP, type Focus } from '../project/elements';

export interface PhotoSize {
  width: number;
  height: number;
}

/** Where a photo is drawn inside a slot: centre offset and size in the slot's rotated frame. */
export interface Placement {
  /** Offset of the photo's centre from the slot's centre, in the photo's own (rotated) axes. */
  dx: number;
  dy: number;
  width: number;
  height: number;
  rotation: number;
}

function coverScale(slot: PhotoSize, photo: PhotoSize, rotation: number) {
  const rad = (rotation * Math.PI) / 180;
  const c = Math.abs(Math.cos(rad));
  const s = Math.abs(Math.sin(rad));
  // The slot as seen from the rotated photo's axes must fit inside the photo.
  const needW = slot.width * c + slot.height * s;
  const needH = slot.width * s + slot.height * c;
  return { scale: Math.max(needW / photo.width, needH / photo.height), needW, needH };
}

/** How a crop places a photo: covering the slot at zoom 1, panned within the overflow. */
export function placePhoto(
  slot: PhotoSize,
  photo: PhotoSize,
  crop: Crop = DEFAULT_CROP,
): Placement {
  const { scale, needW, needH } = coverScale(slot, photo, crop.rotation);
  const width = photo.width * scale * crop.zoom;
  const height = photo.height * scale * crop.zoom;
  const overflowX = (width - needW) / 2;
  const overflowY = (height - needH) / 2;
  return {
    dx: -crop.panX * overflowX,
    dy: -crop.panY * overflowY,
    width,
    height,
    rotation: crop.rotation,
  };
}

/** The crop that brings a focus point (a face, the subject) as near the slot's centre as it goes. */
export function cropFromFocus(slot: PhotoSize, photo: PhotoSize, focus: Focus): Crop {
  const { scale, needW, needH } = coverScale(slot, photo, 0);
  const width = photo.width * scale;
  const height = photo.height * scale;
  const pan = (offset: number, overflow: number) =>
    overflow > 1e-9 ? Math.max(-1, Math.min(1, offset / overflow)) : 0;
  return {
    panX: pan((focus.x - 0.5) * width, (width - needW) / 2),
    panY: pan((focus.y - 0.5) * height, (height - needH) / 2),
    zoom: 1,
    rotation: 0,
  };
}

/** The effective resolution of a placed photo at print size, in dots per inch (72 pt per inch). */
export function effectiveDpi(slot: PhotoSize, photo: PhotoSize, crop: Crop = DEFAULT_CROP): number {
  const placed = placePhoto(slot, photo, crop);
  return (photo.width / placed.width) * 72;
}

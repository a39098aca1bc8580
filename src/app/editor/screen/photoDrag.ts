/**
 * A photo dragged from the photo tray onto the canvas travels as its document photo id under this
 * type, so the canvas accepts photo drops and ignores other drags (text, files from the desktop
 * are handled as uploads elsewhere).
 */
export const PHOTO_DRAG_TYPE = 'application/x-printshop-photo-id';

export function setPhotoDragData(data: DataTransfer, photoId: string): void {
  data.setData(PHOTO_DRAG_TYPE, photoId);
  data.effectAllowed = 'copy';
}

/** The photo id of a drop, or undefined when the drag does not carry a photo. */
export function readPhotoDragData(data: DataTransfer | null): string | undefined {
  const id = data?.getData(PHOTO_DRAG_TYPE);
  return id ? id : undefined;
}

/*
 * A photo dragged by touch: the browser's own drag and drop does not start from a finger (the
 * tray scrolled instead), so the tray lifts a photo on a long press and tells the canvas under
 * the finger where it is with these events, which the canvas answers as it does a drag: the slot
 * it would land in outlined, and the drop placed.
 */
export const TOUCH_PHOTO_DRAG_EVENT = 'printshop:touch-photo-drag';

/** Marks the element that takes touch-dragged photos (the canvas). */
export const TOUCH_PHOTO_DROP_TARGET = 'data-photo-drop-target';

export interface TouchPhotoDragDetail {
  phase: 'over' | 'leave' | 'drop';
  photoId: string;
  clientX: number;
  clientY: number;
}

/** The drop target under a point, if any (the lifted photo's ghost lets touches through). */
export function touchDropTargetAt(clientX: number, clientY: number): Element | undefined {
  const hit = document.elementFromPoint(clientX, clientY);
  return hit?.closest(`[${TOUCH_PHOTO_DROP_TARGET}]`) ?? undefined;
}

export function sendTouchPhotoDrag(target: Element, detail: TouchPhotoDragDetail): void {
  target.dispatchEvent(new CustomEvent(TOUCH_PHOTO_DRAG_EVENT, { detail }));
}

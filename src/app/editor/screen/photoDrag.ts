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

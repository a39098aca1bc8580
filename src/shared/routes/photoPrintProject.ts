/** Photo prints are ordered from their landing page, never opened in the editor (spec §2, §4). */
export const PHOTO_PRINT_BASE_TYPE_ID = 40;
export const PHOTO_PRINT_TYPE_URI = 'photo-prints';

/** Whether a project type (by base type id or uri, either may be missing) is a photo print. */
export function isPhotoPrintType(type: {
  baseTypeId?: number | string | undefined;
  typeUri?: string | undefined;
}): boolean {
  return (
    String(type.baseTypeId) === String(PHOTO_PRINT_BASE_TYPE_ID) ||
    type.typeUri === PHOTO_PRINT_TYPE_URI
  );
}

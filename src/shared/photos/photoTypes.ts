/**
 * Picture types the server can decode (sharp). The upload panel and the phone page filter and
 * offer files by this list and the server refuses anything else, so both read it from here.
 */
export const ACCEPTED_PHOTO_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/tiff',
  'image/avif',
  'image/heic',
  'image/heif',
];

export function isAcceptedPhotoType(type: string): boolean {
  return ACCEPTED_PHOTO_TYPES.includes(type);
}

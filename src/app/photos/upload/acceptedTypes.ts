/** Picture types the server decodes (server/modules/photos/uploadRules.ts ACCEPTED_TYPES). */
export const ACCEPTED_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/tiff',
  'image/avif',
  'image/heic',
  'image/heif',
];

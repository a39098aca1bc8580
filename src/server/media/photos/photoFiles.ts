/**
 * Where a photo's files live in the blob store and under which URL its derivatives are served.
 * Every key of a user sits under `photos/<ownerId>/`, so erasing an account removes one folder.
 */

/** Derivative sizes by name, as the longest edge in pixels. Never enlarged past the original. */
export const DERIVATIVE_SIZES = { small: 256, medium: 1024, large: 2048 } as const;
export type DerivativeSize = keyof typeof DERIVATIVE_SIZES;
export const DERIVATIVE_FORMATS = ['webp', 'jpg'] as const;
export type DerivativeFormat = (typeof DERIVATIVE_FORMATS)[number];

export const ownerBlobPrefix = (ownerId: number) => `photos/${ownerId}`;
export const photoBlobPrefix = (ownerId: number, photoId: number) =>
  `${ownerBlobPrefix(ownerId)}/${photoId}`;
export const originalKey = (ownerId: number, photoId: number) =>
  `${photoBlobPrefix(ownerId, photoId)}/original`;
export const derivativeKey = (
  ownerId: number,
  photoId: number,
  size: DerivativeSize,
  format: DerivativeFormat,
) => `${photoBlobPrefix(ownerId, photoId)}/${size}.${format}`;

/** The URL of the webp derivative; the client swaps the extension for jpg where webp is missing. */
export const derivativeUrl = (photoId: number, size: DerivativeSize, format: DerivativeFormat) =>
  `/photos/${photoId}/${size}.${format}`;

export function isDerivativeSize(name: string): name is DerivativeSize {
  return Object.hasOwn(DERIVATIVE_SIZES, name);
}

export function isDerivativeFormat(name: string): name is DerivativeFormat {
  return (DERIVATIVE_FORMATS as readonly string[]).includes(name);
}

/** The derivative sizes the server makes (owner only). */
export type PhotoSize = 'small' | 'medium' | 'large';

/** A derivative's address; webp everywhere the shop runs (spec §9 'WebP is used on …'). */
export function photoUrl(id: number, size: PhotoSize): string {
  return `/photos/${id}/${size}.webp`;
}

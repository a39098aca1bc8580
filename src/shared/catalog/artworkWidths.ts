/**
 * The widths design artwork is rendered at as webp. The set is closed so every request lands on a
 * cached rendition: a width between two of these gets the next one up, a larger one the largest.
 */
export const ARTWORK_WIDTHS = [160, 240, 320, 480, 640, 720, 960, 1200] as const;

export type ArtworkWidth = (typeof ARTWORK_WIDTHS)[number];

/** The rendition width serving a request for `requested` CSS pixels (default: 640). */
export function artworkWidthFor(requested: number): ArtworkWidth {
  if (!Number.isFinite(requested) || requested <= 0) return 640;
  return ARTWORK_WIDTHS.find((width) => width >= requested) ?? 1200;
}

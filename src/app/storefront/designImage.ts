/*
 * Design previews. The artwork is SVG drawn by the server; the width descriptor lets the browser
 * pick the request for its slot and keeps one cache entry per rendition size, so the markup stays
 * right when the server adds raster renditions behind the same URLs.
 */

export const TILE_WIDTHS = [320, 640] as const;
export const LARGE_WIDTHS = [640, 1200] as const;

/** The natural size of a design's artwork, for width/height attributes that reserve its space. */
export const ARTWORK_SIZE = { width: 600, height: 600 } as const;

export function artworkSrc(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

export function artworkSrcSet(url: string, widths: readonly number[]): string {
  return widths.map((width) => `${artworkSrc(url, width)} ${width}w`).join(', ');
}

/** Alt text that names the design and says what it is. */
export function designAlt(name: string, kind = 'design'): string {
  return `${name} ${kind} preview`;
}

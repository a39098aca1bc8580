/*
 * Design previews. The server draws each design as SVG and renders it to webp at fixed widths
 * (shared/catalog/artworkWidths); the page asks for webp by width so a phone downloads a small
 * picture and the browser's srcset picks the one for its slot and pixel density.
 */

export const TILE_WIDTHS = [240, 480, 720] as const;
export const LARGE_WIDTHS = [640, 960, 1200] as const;

/** The natural size of a design's artwork, for width/height attributes that reserve its space. */
export const ARTWORK_SIZE = { width: 600, height: 600 } as const;

/** The webp rendition of an artwork URL (`/artwork/themes/5.svg?v=…`) at one width. */
export function artworkSrc(url: string, width: number): string {
  const [file = '', query] = url.split('?', 2);
  const webp = file.replace(/\.svg$/, '.webp');
  return `${webp}?${query ? `${query}&` : ''}w=${width}`;
}

export function artworkSrcSet(url: string, widths: readonly number[]): string {
  return widths.map((width) => `${artworkSrc(url, width)} ${width}w`).join(', ');
}

/** Alt text that names the design and says what it is. */
export function designAlt(name: string, kind = 'design'): string {
  return `${name} ${kind} preview`;
}

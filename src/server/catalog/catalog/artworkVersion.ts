import { createHash } from 'node:crypto';
import { type PreviewTheme, themePreviewSvg } from './templatePreview';

/**
 * A design's artwork version: a digest of the SVG it draws. A URL carrying it (`?v=`) names one
 * picture forever, so it may be cached as immutable; a redrawn design gets a new version.
 */
export function artworkVersion(svg: string): string {
  return createHash('sha256').update(svg).digest('hex').slice(0, 16);
}

/** The versioned artwork URL of a theme. */
export function themeArtworkUrl(theme: PreviewTheme): string {
  return `/artwork/themes/${theme.id}.svg?v=${artworkVersion(themePreviewSvg(theme))}`;
}

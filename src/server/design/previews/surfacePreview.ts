import type { ProjectDocument } from '../../../shared/project/document';
import type { PhotoResolver } from '../../../shared/render/context';
import { renderSurface } from '../../../shared/render/renderSurface';
import { svgToString } from '../../../shared/render/svgNode';
import { previewFontStyle } from './previewFonts';

/** A part of a surface a preview may show on its own: a panel of a card (front, inside…). */
export interface PreviewCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One surface as the customer will get it (cut to the trim), through the one renderer, sized
 * `widthPx` wide, with the design faces it uses embedded. With `panel`, only that panel of the
 * surface shows (a card's front).
 */
export function surfacePreviewSvg(
  doc: ProjectDocument,
  surfaceId: string,
  photos: PhotoResolver,
  widthPx: number,
  { idPrefix = 'preview', panel }: { idPrefix?: string; panel?: string } = {},
): string | undefined {
  const surface = doc.surfaces[surfaceId];
  if (!surface) return undefined;
  const node = renderSurface(doc, surfaceId, { mode: 'preview', photos, idPrefix });
  const crop: PreviewCrop = (panel && surface.panels.find((p) => p.role === panel)?.rect) || {
    x: 0,
    y: 0,
    width: surface.width,
    height: surface.height,
  };
  const fonts = previewFontStyle(node);
  if (fonts) node.children.unshift(fonts);
  if (panel) node.attrs.viewBox = `${crop.x} ${crop.y} ${crop.width} ${crop.height}`;
  node.attrs.width = String(widthPx);
  node.attrs.height = String(Math.round((widthPx * crop.height) / crop.width));
  return svgToString(node);
}

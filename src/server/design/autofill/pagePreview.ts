import type { ProjectDocument } from '../../../shared/project/document';
import type { PhotoResolver } from '../../../shared/render/context';
import { renderSurface } from '../../../shared/render/renderSurface';
import { svgToString } from '../../../shared/render/svgNode';

/** The photo fields a preview draws with. */
export interface PreviewPhoto {
  id: number;
  width: number;
  height: number;
  urls: Record<string, string>;
}

/** The renditions a preview links, best first: a preview is seen on screen, not printed. */
const PREVIEW_RENDITIONS = ['medium', 'large', 'small'] as const;

export function photoResolver(photos: readonly PreviewPhoto[]): PhotoResolver {
  const byId = new Map(photos.map((photo) => [String(photo.id), photo]));
  return (photoId) => {
    const photo = byId.get(photoId);
    const url = PREVIEW_RENDITIONS.map((size) => photo?.urls[size]).find(Boolean);
    if (!photo || !url || photo.width <= 0 || photo.height <= 0) return undefined;
    return { url, width: photo.width, height: photo.height };
  };
}

/**
 * Surfaces of a document as preview SVG, through the one renderer. With `widthPx`, the SVG's
 * own size is set in pixels (height in proportion), so a client can show it at that size.
 */
export function surfacesAsSvg(
  doc: ProjectDocument,
  indexes: readonly number[],
  photos: PhotoResolver,
  widthPx?: number,
): { index: number; svg: string }[] {
  return indexes.map((index) => {
    const node = renderSurface(doc, doc.surfaceOrder[index]!, { photos, mode: 'preview' });
    if (widthPx) {
      const surface = doc.surfaces[doc.surfaceOrder[index]!]!;
      node.attrs.width = String(widthPx);
      node.attrs.height = String(Math.round((widthPx * surface.height) / surface.width));
    }
    return { index, svg: svgToString(node) };
  });
}

/** The stored photo ids a surface shows, in slots and photo grounds (ids that are not numbers are skipped). */
export function photoIdsOnSurface(doc: ProjectDocument, surfaceId: string): number[] {
  const ids = (doc.surfaces[surfaceId]?.elementIds ?? []).flatMap((id) => {
    const element = doc.elements[id];
    if (element?.type === 'photoSlot') return element.photoId ? [element.photoId] : [];
    if (element?.type === 'background' && element.fill.kind === 'photo')
      return element.fill.photoId ? [element.fill.photoId] : [];
    return [];
  });
  return [...new Set(ids)].flatMap((id) => (/^[1-9]\d{0,9}$/.test(id) ? [Number(id)] : []));
}

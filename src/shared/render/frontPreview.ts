import type { ProjectDocument } from '../project/document';
import type { ResolvedPhoto } from './context';
import { renderSurface } from './renderSurface';
import { num, type SvgElementNode } from './svgNode';

/**
 * The shop's picture of a design: the document's first surface as the customer gets it (preview
 * mode, cut to the trim), its empty slots dealt `samplePhotos` in turn, framed on the front
 * panel where the surface has one (a book's cover wrap shows its front, not back and spine; a
 * folded card's outside sheet its front). The same renderer the editor draws with, so the shop
 * shows exactly the document the editor opens.
 */
export function frontPreview(
  doc: ProjectDocument,
  samplePhotos: readonly ResolvedPhoto[],
): SvgElementNode {
  const surfaceId = doc.surfaceOrder[0];
  if (!surfaceId) throw new RangeError('The document has no surface to show');
  const svg = renderSurface(doc, surfaceId, {
    photos: () => undefined,
    mode: 'preview',
    samplePhotos,
    idPrefix: 'front',
  });
  const front = doc.surfaces[surfaceId]?.panels.find((panel) => panel.role === 'front');
  if (!front) return svg;
  const { x, y, width, height } = front.rect;
  return {
    ...svg,
    attrs: {
      ...svg.attrs,
      viewBox: `${num(x)} ${num(y)} ${num(width)} ${num(height)}`,
      width: `${num(width)}pt`,
      height: `${num(height)}pt`,
    },
  };
}

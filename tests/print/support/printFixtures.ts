import sharp from 'sharp';
import type { PrintPhotos } from '../../../src/server/design/print/writePrintFile';
import type { ProjectDocument } from '../../../src/shared/project/document';
import type { ProductOptions } from '../../../src/shared/project/options';
import { createProjectFromTemplate } from '../../../src/shared/project/templates/createProject';
import type { TemplateSource } from '../../../src/shared/project/templates/templateSource';
import { renderSurface } from '../../../src/shared/render/renderSurface';
import { isTextNode, type SvgNode, svgToString } from '../../../src/shared/render/svgNode';

/** A photo-like test picture: a gradient sky, a sun and a hill, so crops and flips show. */
export async function makePhoto(width: number, height: number, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,80%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.18}" fill="hsl(${(hue + 180) % 360},80%,55%)"/>
    <path d="M0 ${height} L${width * 0.55} ${height * 0.55} L${width} ${height * 0.8} V${height} Z" fill="hsl(${(hue + 120) % 360},60%,30%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export interface TestPhotos extends PrintPhotos {
  dataUrl(photoId: string): string;
}

/** Photos held in memory by id, as the print file and the reference SVG read them. */
export async function testPhotos(
  specs: { id: string; width: number; height: number }[],
): Promise<TestPhotos> {
  const bytes = new Map<string, { buffer: Buffer; width: number; height: number }>();
  for (const [index, spec] of specs.entries()) {
    bytes.set(spec.id, { buffer: await makePhoto(spec.width, spec.height, index * 67), ...spec });
  }
  return {
    size: (id) => {
      const photo = bytes.get(id);
      return photo && { width: photo.width, height: photo.height };
    },
    open: async (id) => bytes.get(id)!.buffer,
    dataUrl: (id) => `data:image/jpeg;base64,${bytes.get(id)!.buffer.toString('base64')}`,
  };
}

const BASE: Omit<TemplateSource, 'productTypeId' | 'sizes'> = {
  templateId: 1,
  themeId: 11,
  name: 'Summer Days',
  photoCount: 2,
  orientation: 'portrait',
  styleId: 5,
  colorIds: [3],
  foilTypeId: 1,
  trimTypeId: 1,
  formatTypeId: 2,
  keywords: 'summer family',
};

/** A template document of a product line with every photo slot given one of the photo ids. */
export function productDocument(
  productTypeId: number,
  size: string,
  photoIds: string[],
  template: Partial<TemplateSource> = {},
  options: Partial<ProductOptions> = {},
): ProjectDocument {
  const doc = createProjectFromTemplate(
    { ...BASE, productTypeId, sizes: [size], ...template },
    options,
  );
  let next = 0;
  for (const element of Object.values(doc.elements)) {
    if (element.type === 'photoSlot') element.photoId = photoIds[next++ % photoIds.length];
    if (element.type === 'background' && element.fill.kind === 'photo')
      element.fill.photoId = photoIds[next++ % photoIds.length];
  }
  return doc;
}

function withoutFoil(node: SvgNode): SvgNode | undefined {
  if (isTextNode(node)) return node;
  if (node.attrs['data-layer'] === 'foil') return undefined;
  return {
    ...node,
    children: node.children.flatMap((child) => {
      const kept = withoutFoil(child);
      return kept ? [kept] : [];
    }),
  };
}

/**
 * The editor's renderer's picture of a surface (print reference: bleed kept), without the foil
 * plate (the colour page does not carry it), rasterised by sharp at `dpi`, as raw RGB.
 */
export async function referenceRaster(
  doc: ProjectDocument,
  surfaceId: string,
  photos: TestPhotos,
  dpi: number,
) {
  const tree = renderSurface(doc, surfaceId, {
    mode: 'print-reference',
    photos: (id) => {
      const size = photos.size(id);
      return size && { url: photos.dataUrl(id), ...size };
    },
  });
  const svg = svgToString(withoutFoil(tree)!);
  // sharp scales an SVG sized in points by (density / 72) twice over: this density gives `dpi`.
  const { data, info } = await sharp(Buffer.from(svg), { density: Math.sqrt(dpi * 72) })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

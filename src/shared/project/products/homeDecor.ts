import {
  canvasFrameWrapById,
  frameEdgeColor,
  POSTER_STYLES,
  posterStyleById,
} from '../../catalog/homeDecor';
import { PRODUCT_TYPE_ID } from '../../catalog/productTypes';
import type { ProductOptions } from '../options';
import type { Surface } from '../surface';
import { inches, SAFE_INSET_PT } from '../units';
import { makeSurface, ProductOptionsError, sizePoints } from './makeSurface';

export const DECOR_SIZES = ['8x10', '11x14', '16x20', '20x30'] as const;

/**
 * A canvas: the face plus its four wrapped sides on one sheet, folded over the stretcher bars.
 * The sides carry the photo on (image wrap), a reflection of the face's border (mirrored), or a
 * solid colour; the safe area keeps faces off the sides.
 */
function canvasSurface(options: ProductOptions): Surface {
  const wrap = canvasFrameWrapById(options.frameWrapId ?? 1);
  if (!wrap) throw new ProductOptionsError(`No frame wrap ${options.frameWrapId}`);
  const face = sizePoints(options);
  const depth = inches(wrap.depthIn);
  const width = face.width + 2 * depth;
  const height = face.height + 2 * depth;
  const color = frameEdgeColor(wrap);
  return makeSurface({
    id: 'canvas',
    kind: 'canvas',
    role: 'wrap',
    label: `Canvas (${wrap.name})`,
    width,
    height,
    safeInset: depth + SAFE_INSET_PT,
    folds: [
      { axis: 'x', at: depth },
      { axis: 'x', at: width - depth },
      { axis: 'y', at: depth },
      { axis: 'y', at: height - depth },
    ],
    panels: [
      { role: 'face', rect: { x: depth, y: depth, ...face } },
      { role: 'top', rect: { x: depth, y: 0, width: face.width, height: depth } },
      { role: 'right', rect: { x: width - depth, y: depth, width: depth, height: face.height } },
      { role: 'bottom', rect: { x: depth, y: height - depth, width: face.width, height: depth } },
      { role: 'left', rect: { x: 0, y: depth, width: depth, height: face.height } },
    ],
    features: [{ kind: 'canvasEdges', edge: wrap.edge, depth, ...(color ? { color } : {}) }],
  });
}

/** Hanger posters keep a band at head and foot for the wooden rails. */
const HANGER_BAND = inches(0.75);

function posterSurface(options: ProductOptions): Surface {
  const style = posterStyleById(options.posterStyleId ?? 1) ?? POSTER_STYLES[0];
  const size = sizePoints(options);
  const border = inches(style.borderIn);
  const caption = inches(style.captionIn);
  const band = style.id === 5 ? HANGER_BAND : 0;
  const face = {
    x: border,
    y: border + band,
    width: size.width - 2 * border,
    height: size.height - 2 * border - caption - 2 * band,
  };
  return makeSurface({
    id: 'poster',
    kind: 'print',
    role: 'poster',
    label: `Poster (${style.name})`,
    ...size,
    features: border || caption || band ? [{ kind: 'posterBorder', face }] : [],
  });
}

/** Canvas, metal, acrylic and poster prints: one printed face each. */
export function homeDecorSurfaces(options: ProductOptions): Surface[] {
  switch (options.productTypeId) {
    case PRODUCT_TYPE_ID.poster:
      return [posterSurface(options)];
    case PRODUCT_TYPE_ID.metal:
    case PRODUCT_TYPE_ID.acrylic: {
      const name =
        options.productTypeId === PRODUCT_TYPE_ID.metal ? 'Metal print' : 'Acrylic print';
      return [
        makeSurface({
          id: 'face',
          kind: 'print',
          role: 'face',
          label: name,
          ...sizePoints(options),
        }),
      ];
    }
    default:
      return [canvasSurface(options)];
  }
}

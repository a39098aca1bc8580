import type { Element, FoilMark, TextStyle } from '../project/elements';
import { cssFontFamily, fontByKey } from '../project/fonts';
import type { RenderContext } from './context';
import { patternPaint } from './paint';
import { cropFromFocus, placePhoto } from './photoPlacement';
import { ORNAMENT_PATHS, SHAPE_PATHS } from './shapes';
import { h, num, type SvgElementNode, type SvgNode } from './svgNode';
import { layoutText } from './textLayout';

type Box = Pick<Element, 'x' | 'y' | 'width' | 'height' | 'rotation'>;

function rotate(box: Box): string | undefined {
  if (!box.rotation) return undefined;
  return `rotate(${num(box.rotation)} ${num(box.x + box.width / 2)} ${num(box.y + box.height / 2)})`;
}

/** A 100 × 100 path scaled into a box. */
function scaledPath(d: string, box: Box, attrs: Record<string, string | number | undefined>) {
  const sx = box.width / 100;
  const sy = box.height / 100;
  return h('path', {
    d,
    transform: `translate(${num(box.x)} ${num(box.y)}) scale(${num(sx * 1000) / 1000} ${num(sy * 1000) / 1000})`,
    'vector-effect': 'non-scaling-stroke',
    ...attrs,
  });
}

/** Text set line by line as the layout breaks it. */
export function renderText(
  text: string,
  style: TextStyle,
  box: Box,
  fill: string,
  extra: Record<string, string | undefined> = {},
): SvgElementNode {
  const font = fontByKey(style.fontFamily);
  const layout = layoutText(text, style, box);
  const ascent = (font?.ascent ?? 0.9) * style.fontSize;
  const top =
    style.verticalAlign === 'top'
      ? box.y
      : style.verticalAlign === 'bottom'
        ? box.y + box.height - layout.height
        : box.y + (box.height - layout.height) / 2;
  // The baseline sits a half leading below the line's top, plus the ascent.
  const firstBaseline = top + (layout.lineGap - style.fontSize) / 2 + ascent * 0.92;
  const anchor = style.align === 'center' ? 'middle' : style.align === 'right' ? 'end' : 'start';
  const x =
    style.align === 'center'
      ? box.x + box.width / 2
      : style.align === 'right'
        ? box.x + box.width
        : box.x;
  return h(
    'text',
    {
      'font-family': font ? cssFontFamily(font) : 'sans-serif',
      'font-size': num(style.fontSize),
      'font-weight': style.fontWeight,
      'font-style': style.italic ? 'italic' : undefined,
      'letter-spacing': style.letterSpacing ? num(style.letterSpacing * style.fontSize) : undefined,
      'text-anchor': anchor,
      fill,
      transform: rotate(box),
      'xml:space': 'preserve',
      ...extra,
    },
    ...layout.lines.map((line, index) =>
      h(
        'tspan',
        { x: num(x), y: num(firstBaseline + index * layout.lineGap) },
        style.uppercase ? line.toUpperCase() : line,
      ),
    ),
  );
}

function clipRect(ctx: RenderContext, id: string, box: Box, radius?: number): string {
  const clipId = `${ctx.prefix}-clip-${id}`;
  ctx.defs.push(
    h(
      'clipPath',
      { id: clipId },
      h('rect', {
        x: num(box.x),
        y: num(box.y),
        width: num(box.width),
        height: num(box.height),
        rx: radius || undefined,
      }),
    ),
  );
  return `url(#${clipId})`;
}

function photoImage(
  ctx: RenderContext,
  box: Box,
  photoId: string | undefined,
  crop: Parameters<typeof placePhoto>[2],
  focus?: { x: number; y: number },
): SvgNode | undefined {
  let photo = photoId ? ctx.photos(photoId) : undefined;
  if (!photo && !photoId && ctx.samplePhotos.length) {
    photo = ctx.samplePhotos[ctx.sampleIndex.next++ % ctx.samplePhotos.length];
  }
  if (!photo) return undefined;
  const used = crop ?? (focus ? cropFromFocus(box, photo, focus) : undefined);
  const placed = placePhoto(box, photo, used);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return h('image', {
    href: photo.url,
    x: num(-placed.width / 2),
    y: num(-placed.height / 2),
    width: num(placed.width),
    height: num(placed.height),
    preserveAspectRatio: 'none',
    transform: `translate(${num(cx)} ${num(cy)}) rotate(${num(placed.rotation)}) translate(${num(placed.dx)} ${num(placed.dy)})`,
  });
}

function emptySlot(box: Box): SvgElementNode {
  const size = Math.min(box.width, box.height) * 0.18;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return h(
    'g',
    { 'data-empty-slot': 'true' },
    h('rect', {
      x: num(box.x),
      y: num(box.y),
      width: num(box.width),
      height: num(box.height),
      fill: '#e9e6e1',
    }),
    h('path', {
      d: `M${num(cx - size)} ${num(cy + size * 0.7)}L${num(cx - size * 0.3)} ${num(cy - size * 0.2)}L${num(cx + size * 0.15)} ${num(cy + size * 0.35)}L${num(cx + size * 0.5)} ${num(cy)}L${num(cx + size)} ${num(cy + size * 0.7)}Z`,
      fill: '#c9c3ba',
    }),
    h('circle', {
      cx: num(cx + size * 0.45),
      cy: num(cy - size * 0.5),
      r: num(size * 0.2),
      fill: '#c9c3ba',
    }),
  );
}

/** One element of the artwork layer (foil is drawn by renderFoil). */
export function renderElement(ctx: RenderContext, element: Element): SvgNode | undefined {
  const id = `${ctx.prefix}-${element.id}`;
  const common = { id, opacity: element.opacity };
  switch (element.type) {
    case 'background': {
      const rect = {
        x: num(element.x),
        y: num(element.y),
        width: num(element.width),
        height: num(element.height),
      };
      const fill = element.fill;
      if (fill.kind === 'color')
        return h('rect', { ...common, ...rect, fill: fill.color, transform: rotate(element) });
      if (fill.kind === 'pattern') {
        const patternId = `${ctx.prefix}-pattern-${element.id}`;
        ctx.defs.push(patternPaint(patternId, fill));
        return h('rect', {
          ...common,
          ...rect,
          fill: `url(#${patternId})`,
          transform: rotate(element),
        });
      }
      const image = photoImage(ctx, element, fill.photoId, fill.crop);
      if (!image)
        return ctx.mode === 'print-reference'
          ? undefined
          : h('rect', { ...common, ...rect, fill: '#efece7' });
      return h(
        'g',
        { ...common, 'clip-path': clipRect(ctx, element.id, element), transform: rotate(element) },
        image,
      );
    }
    case 'photoSlot': {
      const image = photoImage(ctx, element, element.photoId, element.crop, element.focus);
      const border = element.border
        ? h('rect', {
            x: num(element.x),
            y: num(element.y),
            width: num(element.width),
            height: num(element.height),
            rx: element.cornerRadius,
            fill: 'none',
            stroke: element.border.color,
            'stroke-width': element.border.width,
          })
        : undefined;
      const content = image ?? (ctx.mode === 'print-reference' ? undefined : emptySlot(element));
      return h(
        'g',
        { ...common, 'data-slot': 'photo', transform: rotate(element) },
        content &&
          h(
            'g',
            { 'clip-path': clipRect(ctx, element.id, element, element.cornerRadius) },
            content,
          ),
        border,
      );
    }
    case 'text': {
      const fill = element.color;
      return renderText(element.text, element, element, fill, {
        id,
        'data-placeholder': element.placeholder ? 'true' : undefined,
        opacity: element.opacity === undefined ? undefined : String(element.opacity),
      });
    }
    case 'shape': {
      const path = SHAPE_PATHS[element.shape];
      return h(
        'g',
        { ...common, transform: rotate(element) },
        scaledPath(path, element, {
          fill: element.shape === 'line' ? 'none' : (element.fill ?? 'none'),
          stroke: element.stroke ?? (element.shape === 'line' ? '#000000' : undefined),
          'stroke-width':
            element.strokeWidth ?? (element.stroke || element.shape === 'line' ? 1 : undefined),
        }),
      );
    }
    case 'decoration': {
      const ornament = ORNAMENT_PATHS[element.ornament];
      return h(
        'g',
        { ...common, transform: rotate(element) },
        scaledPath(
          ornament.d,
          element,
          ornament.stroke
            ? {
                fill: 'none',
                stroke: element.color,
                'stroke-width': 1.5,
                'stroke-linecap': 'round',
              }
            : { fill: element.color },
        ),
      );
    }
    case 'foil':
      return undefined;
  }
}

/** A foil mark painted with the given paint (a sheen in previews, the plate colour in print). */
export function renderFoilMark(mark: FoilMark, box: Box, paint: string): SvgNode {
  switch (mark.kind) {
    case 'text':
      return renderText(mark.text, mark, box, paint);
    case 'shape':
      return h(
        'g',
        { transform: rotate(box) },
        scaledPath(
          SHAPE_PATHS[mark.shape],
          box,
          mark.shape === 'line'
            ? { fill: 'none', stroke: paint, 'stroke-width': mark.strokeWidth ?? 1.5 }
            : { fill: paint },
        ),
      );
    case 'ornament': {
      const ornament = ORNAMENT_PATHS[mark.ornament];
      return h(
        'g',
        { transform: rotate(box) },
        scaledPath(
          ornament.d,
          box,
          ornament.stroke
            ? { fill: 'none', stroke: paint, 'stroke-width': 2, 'stroke-linecap': 'round' }
            : { fill: paint },
        ),
      );
    }
  }
}

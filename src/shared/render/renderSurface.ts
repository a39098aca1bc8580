import { foilTypeById } from '../catalog/foilTypes';
import { type ProjectDocument, surfaceElements } from '../project/document';
import type { FoilElement } from '../project/elements';
import type { Rect } from '../project/geometry';
import { bleedRect, panelSafeRect, type Surface, safeRect, trimRect } from '../project/surface';
import type { RenderContext, RenderOptions } from './context';
import { backPanelMark, dieLineAsDesigned, turnedCutMask, turnForPrint } from './foldedCardPanels';
import { foilEdgeColor, foilGradientId, foilPaint } from './paint';
import { renderElement, renderFoilMark } from './renderElement';
import { canvasEdges, renderFeatures } from './renderFeatures';
import { h, num, type SvgElementNode, type SvgNode } from './svgNode';

const rectAttrs = (rect: Rect) => ({
  x: num(rect.x),
  y: num(rect.y),
  width: num(rect.width),
  height: num(rect.height),
});

/** Backgrounds, then the product's features (grids, addresses), then everything else. */
function artwork(ctx: RenderContext, labelArt: string | undefined): SvgNode[] {
  const elements = surfaceElements(ctx.doc, ctx.surface.id);
  const firstForeground = elements.findIndex((element) => element.type !== 'background');
  const split = firstForeground === -1 ? elements.length : firstForeground;
  const draw = (list: typeof elements) =>
    list.flatMap((element) => {
      const node = renderElement(ctx, element);
      return node ? [node] : [];
    });
  return [
    ...draw(elements.slice(0, split)),
    ...renderFeatures(ctx, labelArt),
    ...draw(elements.slice(split)),
  ];
}

/**
 * The foil layer, apart from the artwork: a metallic sheen on screen; in the print reference a
 * flat plate per foil, its group named after the foil so the print file makes it a spot colour.
 */
function foilLayer(ctx: RenderContext): SvgNode | undefined {
  const foils = surfaceElements(ctx.doc, ctx.surface.id).filter(
    (e): e is FoilElement => e.type === 'foil',
  );
  if (!foils.length) return undefined;
  const byType = new Map<number, FoilElement[]>();
  for (const foil of foils)
    byType.set(foil.foilTypeId, [...(byType.get(foil.foilTypeId) ?? []), foil]);
  const plates = [...byType].map(([foilTypeId, list]) => {
    const param = foilTypeById(foilTypeId)?.param ?? String(foilTypeId);
    let paint = '#000000';
    // On screen each mark gets a thin outline in the foil's edge colour, under its fill.
    let outline = {};
    if (ctx.mode !== 'print-reference') {
      ctx.defs.push(...foilPaint(ctx.prefix, foilTypeId));
      paint = `url(#${foilGradientId(ctx.prefix, foilTypeId)})`;
      outline = {
        stroke: foilEdgeColor(foilTypeId),
        'stroke-width': 0.45,
        'stroke-linejoin': 'round',
        'paint-order': 'stroke',
      };
    }
    return h(
      'g',
      { id: `${ctx.prefix}-foil-${param}`, 'data-foil': param, ...outline },
      ...list.map((foil) =>
        h(
          'g',
          { id: `${ctx.prefix}-${foil.id}`, opacity: foil.opacity },
          renderFoilMark(foil.mark, foil, paint),
        ),
      ),
    );
  });
  return h('g', { id: `${ctx.prefix}-foil`, 'data-layer': 'foil' }, ...plates);
}

/** Safe areas: per panel where a surface has panels (never the spine or a canvas side). */
function safeAreas(surface: Surface): Rect[] {
  if (surface.kind === 'canvas' || !surface.panels.length) return [safeRect(surface)];
  return surface.panels
    .filter((panel) => panel.role !== 'spine')
    .map((panel) => panelSafeRect(surface, panel))
    .filter((rect) => rect.width > 0 && rect.height > 0);
}

/**
 * A guide's line: the same screen width at every zoom (a 0.75 pt trim line at 450 % was a 3 px
 * bar over the design, where editors keep guides hairline). Its dashes scale with the line.
 */
function hairline(px: number) {
  return { 'stroke-width': px, 'vector-effect': 'non-scaling-stroke' };
}

function guides(
  surface: Surface,
  options: RenderOptions,
  prefix: string,
  defs: SvgNode[],
): SvgNode {
  const trim = trimRect(surface);
  const bleed = bleedRect(surface);
  const nodes: SvgNode[] = [];
  if (options.showBleed !== false && surface.bleed > 0) {
    nodes.push(
      h('path', {
        d: `M${num(bleed.x)} ${num(bleed.y)}h${num(bleed.width)}v${num(bleed.height)}h${num(-bleed.width)}Z M0 0v${num(trim.height)}h${num(trim.width)}v${num(-trim.height)}Z`,
        fill: '#ffffff',
        'fill-opacity': 0.55,
        'fill-rule': 'evenodd',
        'data-guide': 'bleed',
      }),
    );
  }
  nodes.push(
    h('rect', {
      ...rectAttrs(trim),
      fill: 'none',
      stroke: '#d0342c',
      ...hairline(1),
      'data-guide': 'trim',
    }),
  );
  // Drawn where the die will cut each panel's design (a top-folded back panel's turned with it).
  nodes.push(
    ...dieLineAsDesigned(
      surface,
      {
        fill: 'none',
        stroke: '#d0342c',
        ...hairline(1),
        'stroke-dasharray': '4 3',
        'data-guide': 'die-cut',
      },
      `${prefix}-die-guide`,
      defs,
    ),
  );
  for (const fold of surface.folds) {
    const d =
      fold.axis === 'x'
        ? `M${num(fold.at)} ${num(bleed.y)}V${num(bleed.y + bleed.height)}`
        : `M${num(bleed.x)} ${num(fold.at)}H${num(bleed.x + bleed.width)}`;
    nodes.push(
      h('path', {
        d,
        stroke: '#5b6b7a',
        ...hairline(1),
        'stroke-dasharray': '6 4',
        'data-guide': 'fold',
      }),
    );
  }
  if (options.showSafeArea !== false) {
    for (const rect of safeAreas(surface)) {
      nodes.push(
        h('rect', {
          ...rectAttrs(rect),
          fill: 'none',
          stroke: '#2f7bd8',
          ...hairline(1),
          'stroke-dasharray': '3 3',
          'data-guide': 'safe',
        }),
      );
    }
  }
  return h('g', { id: `${prefix}-guides`, 'pointer-events': 'none' }, ...nodes);
}

/** A label sheet repeats its label's artwork: drawn once into the definitions, used per cell. */
function labelArtwork(
  doc: ProjectDocument,
  surface: Surface,
  options: RenderOptions,
  prefix: string,
  defs: SvgNode[],
): string | undefined {
  const feature = surface.features.find((f) => f.kind === 'labelSheet');
  const label = feature ? doc.surfaces[feature.labelSurfaceId] : undefined;
  if (!label) return undefined;
  const labelPrefix = `${prefix}-label`;
  const ctx: RenderContext = {
    doc,
    surface: label,
    prefix: labelPrefix,
    mode: options.mode,
    photos: options.photos,
    samplePhotos: options.samplePhotos ?? [],
    sampleIndex: { next: 0 },
    defs,
  };
  const clipId = `${labelPrefix}-trim`;
  defs.push(
    h(
      'clipPath',
      { id: clipId },
      surface.clipPath
        ? h('path', { d: surface.clipPath })
        : h('rect', { ...rectAttrs(trimRect(label)), rx: 4 }),
    ),
  );
  const id = `${labelPrefix}-art`;
  defs.push(
    h('g', { id, 'clip-path': `url(#${clipId})` }, ...artwork(ctx, undefined), foilLayer(ctx)),
  );
  return id;
}

/**
 * Draws one surface of a document as an SVG tree, in points, origin at the trim's top-left.
 * Every renderer of the product (editor, thumbnails, previews, the print file's reference)
 * goes through here, so what the shop shows is what the editor opens and what is printed.
 */
export function renderSurface(
  doc: ProjectDocument,
  surfaceId: string,
  options: RenderOptions,
): SvgElementNode {
  const surface = doc.surfaces[surfaceId];
  if (!surface) throw new RangeError(`No surface ${surfaceId} in the document`);
  const prefix = options.idPrefix ?? surface.id;
  const defs: SvgNode[] = [];
  const ctx: RenderContext = {
    doc,
    surface,
    prefix,
    mode: options.mode,
    photos: options.photos,
    samplePhotos: options.samplePhotos ?? [],
    sampleIndex: { next: 0 },
    defs,
  };
  const showBleed =
    options.mode === 'print-reference' ||
    (options.mode === 'editor' && options.showBleed !== false);
  const view = showBleed ? bleedRect(surface) : trimRect(surface);
  const labelArt = labelArtwork(doc, surface, options, prefix, defs);
  const art = h('g', { id: `${prefix}-art` }, ...artwork(ctx, labelArt));
  const edges = surface.features.find((f) => f.kind === 'canvasEdges');
  let content: SvgNode[] = [art];
  if (edges?.kind === 'canvasEdges') {
    const node = canvasEdges(ctx, edges, `${prefix}-art`);
    if (node) content.push(node);
  }
  const mark = backPanelMark(ctx);
  if (mark) content.push(mark);
  const foil = foilLayer(ctx);
  if (foil) content.push(foil);
  if (options.mode === 'print-reference') content = turnForPrint(surface, content, prefix, defs);
  // Previews show the product as cut: inside the die line (where it cuts each panel's design, as
  // the editor's guide shows it), or the trim.
  let cut: { 'clip-path'?: string; mask?: string } = {};
  if (options.mode === 'preview') {
    const clipId = `${prefix}-trim`;
    const mask = turnedCutMask(surface, clipId, defs);
    if (mask) cut = { mask };
    else {
      defs.push(
        h(
          'clipPath',
          { id: clipId },
          surface.clipPath
            ? h('path', { d: surface.clipPath })
            : h('rect', rectAttrs(trimRect(surface))),
        ),
      );
      cut = { 'clip-path': `url(#${clipId})` };
    }
  }
  const dieLine =
    options.mode === 'print-reference' && surface.clipPath
      ? h('path', {
          id: `${prefix}-dieline`,
          d: surface.clipPath,
          fill: 'none',
          stroke: '#ff00ff',
          'stroke-width': 0.5,
          'data-layer': 'dieline',
        })
      : undefined;
  // Before the definitions are written out: the die-line guide adds its clips to them.
  const guideLayer = options.mode === 'editor' ? guides(surface, options, prefix, defs) : undefined;
  return h(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      'xmlns:xlink': 'http://www.w3.org/1999/xlink',
      viewBox: `${num(view.x)} ${num(view.y)} ${num(view.width)} ${num(view.height)}`,
      width: `${num(view.width)}pt`,
      height: `${num(view.height)}pt`,
      'data-surface': surface.id,
    },
    h('defs', {}, ...defs),
    h('g', cut, ...content),
    dieLine,
    guideLayer,
  );
}

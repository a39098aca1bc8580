import { envelopeColorByName } from '../catalog/envelopes';
import type { TextStyle } from '../project/elements';
import { type FontKey, fontForEnvelopeFamily } from '../project/fonts';
import { MONTH_NAMES, monthGrid, WEEKDAY_NAMES } from '../project/products/monthGrid';
import type { SurfaceFeature } from '../project/surface';
import type { RenderContext } from './context';
import { renderText } from './renderElement';
import { h, num, type SvgNode } from './svgNode';

type Feature<K extends SurfaceFeature['kind']> = Extract<SurfaceFeature, { kind: K }>;

const style = (
  fontFamily: FontKey,
  fontSize: number,
  extra: Partial<TextStyle> = {},
): TextStyle => ({
  fontFamily,
  fontSize,
  fontWeight: 400,
  align: 'left',
  verticalAlign: 'top',
  lineHeight: 1.15,
  ...extra,
});

/** The family the document's titles use, so the grid matches the design's typography. */
function titleFont(ctx: RenderContext): FontKey {
  for (const element of Object.values(ctx.doc.elements)) {
    if (element.type === 'text') return element.fontFamily;
  }
  return 'montserrat';
}

function calendarGrid(ctx: RenderContext, feature: Feature<'calendarGrid'>): SvgNode {
  const { rect, year, month } = feature;
  const weeks = monthGrid(year, month);
  const font = titleFont(ctx);
  const titleHeight = rect.height * 0.16;
  const headHeight = rect.height * 0.07;
  const cellWidth = rect.width / 7;
  const cellHeight = (rect.height - titleHeight - headHeight) / weeks.length;
  const dates = (ctx.doc.options.personalDates ?? []).filter((date) => date.month === month);
  const nodes: SvgNode[] = [
    // A plain ground, so patterned backgrounds never fight the dates.
    h('rect', {
      x: num(rect.x - 6),
      y: num(rect.y - 6),
      width: num(rect.width + 12),
      height: num(rect.height + 12),
      rx: 6,
      fill: '#ffffff',
      'fill-opacity': 0.9,
    }),
    renderText(
      `${MONTH_NAMES[month - 1]} ${year}`,
      style(font, titleHeight * 0.55, {
        align: 'center',
        verticalAlign: 'middle',
        letterSpacing: 0.05,
      }),
      { x: rect.x, y: rect.y, width: rect.width, height: titleHeight, rotation: 0 },
      '#2b2b2b',
    ),
  ];
  WEEKDAY_NAMES.forEach((name, col) => {
    nodes.push(
      renderText(
        name.toUpperCase(),
        style('montserrat', headHeight * 0.45, {
          align: 'center',
          verticalAlign: 'middle',
          fontWeight: 700,
        }),
        {
          x: rect.x + col * cellWidth,
          y: rect.y + titleHeight,
          width: cellWidth,
          height: headHeight,
          rotation: 0,
        },
        '#6b6b6b',
      ),
    );
  });
  const top = rect.y + titleHeight + headHeight;
  const lines: string[] = [];
  for (let row = 0; row <= weeks.length; row++)
    lines.push(`M${num(rect.x)} ${num(top + row * cellHeight)}H${num(rect.x + rect.width)}`);
  for (let col = 0; col <= 7; col++)
    lines.push(
      `M${num(rect.x + col * cellWidth)} ${num(top)}V${num(top + weeks.length * cellHeight)}`,
    );
  nodes.push(
    h('path', { d: lines.join(''), fill: 'none', stroke: '#c8c8c8', 'stroke-width': 0.5 }),
  );
  weeks.forEach((week, row) => {
    week.forEach((day, col) => {
      if (day === null) return;
      const cell = {
        x: rect.x + col * cellWidth,
        y: top + row * cellHeight,
        width: cellWidth,
        height: cellHeight,
        rotation: 0,
      };
      const pad = Math.min(cellWidth, cellHeight) * 0.08;
      const labels = dates.filter((date) => date.day === day).map((date) => date.label);
      if (labels.length) {
        nodes.push(
          h('rect', {
            x: num(cell.x),
            y: num(cell.y),
            width: num(cell.width),
            height: num(cell.height),
            fill: '#f6e7d8',
            'fill-opacity': 0.6,
            'data-personal-date': 'true',
          }),
          renderText(
            labels.join('\n'),
            style(font, Math.min(cellHeight * 0.16, cellWidth * 0.14), {
              align: 'center',
              verticalAlign: 'bottom',
            }),
            { ...cell, x: cell.x + pad, width: cell.width - 2 * pad, height: cell.height - pad },
            '#8a4b2a',
          ),
        );
      }
      nodes.push(
        renderText(
          String(day),
          style('montserrat', cellHeight * 0.22),
          {
            ...cell,
            x: cell.x + pad,
            y: cell.y + pad,
            width: cell.width - 2 * pad,
            height: cell.height - 2 * pad,
          },
          '#333333',
        ),
      );
    });
  });
  return h('g', { 'data-feature': 'calendar-grid' }, ...nodes);
}

const SAMPLE_RECIPIENT = ['The Rivera Family', '1234 Maple Avenue', 'Springfield, IL 62704'];
const SAMPLE_RETURN = ['The Parkers', '56 Elm Street', 'Portland, OR 97205'];

function address(ctx: RenderContext, feature: Feature<'address'>): SvgNode {
  const envelope = ctx.doc.options.envelope;
  const lines =
    feature.of === 'return'
      ? (envelope?.returnAddress?.lines ?? SAMPLE_RETURN)
      : feature.recipientIndex !== undefined
        ? (envelope?.recipients[feature.recipientIndex]?.lines ?? SAMPLE_RECIPIENT)
        : SAMPLE_RECIPIENT;
  const font = fontForEnvelopeFamily(envelope?.fontFamily ?? 'Helvetica Neue')?.key ?? 'inter';
  const color = envelopeColorByName(envelope?.colorName ?? 'Black')?.hex ?? '#1a1a1a';
  const size = Math.min(
    feature.rect.height / (lines.length * 1.35),
    feature.of === 'return' ? 11 : 15,
  );
  // In the editor, where the stamp goes on a front (post offices want the top right clear).
  const surface = ctx.surface;
  const stamp =
    ctx.mode === 'editor' && feature.of === 'recipient'
      ? stampGuide(surface.width - surface.safeInset - 54, surface.safeInset)
      : undefined;
  return h(
    'g',
    { 'data-feature': `${feature.of}-address` },
    stamp,
    renderText(
      lines.join('\n'),
      style(font, size, {
        align: feature.of === 'return' ? 'center' : 'left',
        verticalAlign: 'middle',
        lineHeight: 1.3,
      }),
      { ...feature.rect, rotation: 0 },
      color,
    ),
  );
}

/** A stamp's place, drawn only in the editor: a dashed box with the word, 54 × 60 pt. */
function stampGuide(x: number, y: number): SvgNode {
  return h(
    'g',
    { 'data-guide': 'stamp', 'pointer-events': 'none' },
    h('rect', {
      x: num(x),
      y: num(y),
      width: 54,
      height: 60,
      rx: 2,
      fill: 'none',
      stroke: '#9aa3ad',
      'stroke-width': 1,
      'stroke-dasharray': '3 2',
      'vector-effect': 'non-scaling-stroke',
    }),
    renderText(
      'Stamp',
      style('inter', 9, { align: 'center', verticalAlign: 'middle' }),
      { x, y, width: 54, height: 60, rotation: 0 },
      '#9aa3ad',
    ),
  );
}

/**
 * A label cell's outline: where the cutter kiss-cuts the sheet. For the print file it is die line
 * (the CutContour separation, never ink on the label); on screen a light dashed guide.
 */
function cellOutline(ctx: RenderContext): Record<string, string | number> {
  return ctx.mode === 'print-reference'
    ? { stroke: '#ff00ff', 'stroke-width': 0.5, 'data-layer': 'dieline' }
    : { stroke: '#b0b0b0', 'stroke-width': 0.5, 'stroke-dasharray': '2 2' };
}

function labelSheet(
  ctx: RenderContext,
  feature: Feature<'labelSheet'>,
  labelArt: string | undefined,
): SvgNode {
  const label = ctx.doc.surfaces[feature.labelSurfaceId];
  return h(
    'g',
    { 'data-feature': 'label-sheet' },
    ...feature.cells.map((cell) =>
      h(
        'g',
        {},
        labelArt && label
          ? h('use', {
              href: `#${labelArt}`,
              transform: `translate(${num(cell.x)} ${num(cell.y)})`,
            })
          : undefined,
        h('rect', {
          x: num(cell.x),
          y: num(cell.y),
          width: num(cell.width),
          height: num(cell.height),
          rx: 4,
          fill: 'none',
          ...cellOutline(ctx),
        }),
      ),
    ),
  );
}

/** The edges of a canvas: a reflection of the face's border, or a solid colour, over the sides. */
export function canvasEdges(
  ctx: RenderContext,
  feature: Feature<'canvasEdges'>,
  artId: string,
): SvgNode | undefined {
  if (feature.edge === 'image') return undefined;
  const { width: w, height: ht, bleed: b } = ctx.surface;
  const d = feature.depth;
  const sides = [
    {
      name: 'top',
      rect: { x: -b, y: -b, width: w + 2 * b, height: d + b },
      transform: `translate(0 ${num(2 * d)}) scale(1 -1)`,
    },
    {
      name: 'bottom',
      rect: { x: -b, y: ht - d, width: w + 2 * b, height: d + b },
      transform: `translate(0 ${num(2 * (ht - d))}) scale(1 -1)`,
    },
    {
      name: 'left',
      rect: { x: -b, y: d, width: d + b, height: ht - 2 * d },
      transform: `translate(${num(2 * d)} 0) scale(-1 1)`,
    },
    {
      name: 'right',
      rect: { x: w - d, y: d, width: d + b, height: ht - 2 * d },
      transform: `translate(${num(2 * (w - d))} 0) scale(-1 1)`,
    },
  ];
  return h(
    'g',
    { 'data-feature': `canvas-${feature.edge}-edges` },
    ...sides.map((side) => {
      const rect = {
        x: num(side.rect.x),
        y: num(side.rect.y),
        width: num(side.rect.width),
        height: num(side.rect.height),
      };
      if (feature.edge === 'color' || feature.edge === 'none')
        return h('rect', { ...rect, fill: feature.color ?? '#111111' });
      const clipId = `${ctx.prefix}-edge-${side.name}`;
      ctx.defs.push(h('clipPath', { id: clipId }, h('rect', rect)));
      return h(
        'g',
        { 'clip-path': `url(#${clipId})` },
        h('use', { href: `#${artId}`, transform: side.transform }),
      );
    }),
  );
}

function posterBorder(ctx: RenderContext, feature: Feature<'posterBorder'>): SvgNode {
  const { width: w, height: ht, bleed: b } = ctx.surface;
  const f = feature.face;
  const d = `M${-b} ${-b}H${num(w + b)}V${num(ht + b)}H${-b}Z M${num(f.x)} ${num(f.y)}V${num(f.y + f.height)}H${num(f.x + f.width)}V${num(f.y)}Z`;
  return h('path', { d, fill: '#ffffff', 'fill-rule': 'evenodd', 'data-feature': 'poster-border' });
}

/** Product-made content above the backgrounds: grids, addresses, label cells, borders. */
export function renderFeatures(ctx: RenderContext, labelArt: string | undefined): SvgNode[] {
  return ctx.surface.features.flatMap((feature) => {
    switch (feature.kind) {
      case 'calendarGrid':
        return [calendarGrid(ctx, feature)];
      case 'address':
        return [address(ctx, feature)];
      case 'labelSheet':
        return [labelSheet(ctx, feature, labelArt)];
      case 'posterBorder':
        return [posterBorder(ctx, feature)];
      case 'canvasEdges':
        // Drawn over the artwork by renderSurface, since it reflects the finished face.
        return [];
      default:
        return [];
    }
  });
}

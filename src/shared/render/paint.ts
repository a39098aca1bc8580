import { foilTypeById } from '../catalog/foilTypes';
import type { Fill } from '../project/elements';
import { h, type SvgElementNode } from './svgNode';

/**
 * How each foil looks on screen: a metallic sheen; print uses a flat spot plate instead.
 * [edge, highlight, mid]: the highlight is the lightest any part of a foiled word gets, and stays
 * at least 2.5:1 against white paper (a sheen that neared white left "Merry Christmas" in silver
 * all but gone on a pale card); the edge colour also outlines each mark, at least 4.5:1.
 */
export const FOIL_SHEENS: Record<number, [string, string, string]> = {
  2: ['#4f545a', '#8d9299', '#6b7077'],
  3: ['#7a5512', '#a9842f', '#8e6a1f'],
  4: ['#7d3f3a', '#b06c62', '#94544d'],
  5: ['#7a5a12', '#a88732', '#8f6e20'],
};

export function foilGradientId(prefix: string, foilTypeId: number): string {
  return `${prefix}-foil-${foilTypeById(foilTypeId)?.param ?? foilTypeId}`;
}

/** The darker colour that outlines a foil mark on screen, so its edges read on any paper. */
export function foilEdgeColor(foilTypeId: number): string {
  return (FOIL_SHEENS[foilTypeId] ?? FOIL_SHEENS[3]!)[0];
}

/**
 * The gradient that paints one foil in previews: the highlight a narrow band across the middle
 * (as light catches a foil), the rest between the mid tone and the edge colour.
 */
export function foilPaint(prefix: string, foilTypeId: number): SvgElementNode[] {
  const [edge, light, mid] = FOIL_SHEENS[foilTypeId] ?? FOIL_SHEENS[3]!;
  const id = foilGradientId(prefix, foilTypeId);
  const gradient = h(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 1, y2: 1 },
    h('stop', { offset: 0, 'stop-color': mid }),
    h('stop', { offset: 0.42, 'stop-color': mid }),
    h('stop', { offset: 0.5, 'stop-color': light }),
    h('stop', { offset: 0.58, 'stop-color': mid }),
    h('stop', { offset: 1, 'stop-color': edge }),
  );
  return [gradient];
}

/** A pattern fill's <pattern>, drawn from its two colours. */
export function patternPaint(id: string, fill: Extract<Fill, { kind: 'pattern' }>): SvgElementNode {
  const s = 12 * fill.scale;
  const ink = { fill: 'none', stroke: fill.color, 'stroke-width': s / 10, 'stroke-opacity': 0.4 };
  const motifs: Record<typeof fill.pattern, SvgElementNode[]> = {
    dots: [h('circle', { cx: s / 2, cy: s / 2, r: s / 8, fill: fill.color })],
    stripes: [h('path', { d: `M0 0H${s}`, ...ink, 'stroke-width': s / 4 })],
    grid: [h('path', { d: `M0 0H${s}M0 0V${s}`, ...ink })],
    chevron: [h('path', { d: `M0 ${s * 0.75}L${s / 2} ${s * 0.25}L${s} ${s * 0.75}`, ...ink })],
    linen: [h('path', { d: `M0 ${s / 3}H${s}M${s / 3} 0V${s}`, ...ink, 'stroke-opacity': 0.35 })],
  };
  return h(
    'pattern',
    { id, width: s, height: s, patternUnits: 'userSpaceOnUse' },
    h('rect', { width: s, height: s, fill: fill.background }),
    ...motifs[fill.pattern],
  );
}

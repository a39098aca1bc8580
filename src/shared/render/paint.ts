import { foilTypeById } from '../catalog/foilTypes';
import type { Fill } from '../project/elements';
import { h, type SvgElementNode } from './svgNode';

/** How each foil looks on screen: a metallic sheen; print uses a flat spot plate instead. */
const FOIL_SHEENS: Record<number, [string, string, string]> = {
  // The light stops stay well off white: a sheen that reaches white loses the words on a pale card.
  2: ['#7b7f85', '#d5d8dd', '#999da4'],
  3: ['#a8791e', '#f6dc8c', '#b98a2a'],
  4: ['#a05f5f', '#e8b6a9', '#b8776f'],
  5: ['#b08a2e', '#fff1b8', '#c49a38'],
};

export function foilGradientId(prefix: string, foilTypeId: number): string {
  return `${prefix}-foil-${foilTypeById(foilTypeId)?.param ?? foilTypeId}`;
}

/** The gradient (and, for glittery gold, a sparkle pattern) that paints one foil in previews. */
export function foilPaint(prefix: string, foilTypeId: number): SvgElementNode[] {
  const [dark, light, mid] = FOIL_SHEENS[foilTypeId] ?? FOIL_SHEENS[3]!;
  const id = foilGradientId(prefix, foilTypeId);
  const gradient = h(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 1, y2: 1 },
    h('stop', { offset: 0, 'stop-color': dark }),
    h('stop', { offset: 0.45, 'stop-color': light }),
    h('stop', { offset: 0.55, 'stop-color': mid }),
    h('stop', { offset: 1, 'stop-color': dark }),
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

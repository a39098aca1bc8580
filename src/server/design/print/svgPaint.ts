import type { SvgElementNode } from '../../../shared/render/svgNode';
import type { Cmyk } from './pdfResources';

/*
 * Paint as the SVG tree states it, inherited down the tree the way SVG presentation attributes
 * are, and the named plates (spot colours) print uses instead of process ink.
 */

export interface Paint {
  fill: string;
  stroke: string;
  strokeWidth: number;
  fillRule: string;
  fillOpacity: number;
  strokeOpacity: number;
  dash?: string;
  linecap?: string;
}

export const INITIAL_PAINT: Paint = {
  fill: '#000000',
  stroke: 'none',
  strokeWidth: 1,
  fillRule: 'nonzero',
  fillOpacity: 1,
  strokeOpacity: 1,
};

/** The die line's plate, the name cutters (and most RIPs) look for. */
export const DIE_CUT_PLATE = 'CutContour';
/** Flat CMYK stand-ins for the plates, so a viewer shows each in a plausible colour. */
export const PLATE_ALTERNATES: Record<string, Cmyk> = {
  'Foil-silver': [0, 0, 0, 0.35],
  'Foil-gold': [0, 0.2, 0.7, 0.2],
  'Foil-rose_gold': [0, 0.35, 0.3, 0.1],
  'Foil-pris_gold': [0, 0.15, 0.65, 0.15],
  [DIE_CUT_PLATE]: [0, 1, 0, 0],
};

const NAMED: Record<string, string> = { black: '#000000', white: '#ffffff' };

export function foilPlateName(param: string): string {
  return `Foil-${param.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

export function rgb(color: string): [number, number, number] | undefined {
  const hex = NAMED[color] ?? color;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  const parts = short ? short.slice(1).map((p) => p + p) : long?.slice(1);
  if (!parts) return undefined;
  return parts.map((p) => Number.parseInt(p, 16) / 255) as [number, number, number];
}

export const numberAttr = (node: SvgElementNode, name: string, fallback = 0) => {
  const value = node.attrs[name];
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`<${node.tag}> has a bad ${name}: ${value}`);
  return n;
};

export const urlId = (value: string | number | undefined) => {
  const match = typeof value === 'string' ? /^url\(#([^)]+)\)$/.exec(value) : null;
  return match?.[1];
};

export function inheritPaint(node: SvgElementNode, parent: Paint): Paint {
  const a = node.attrs;
  const str = (name: string) => (a[name] === undefined ? undefined : String(a[name]));
  return {
    fill: str('fill') ?? parent.fill,
    stroke: str('stroke') ?? parent.stroke,
    strokeWidth:
      a['stroke-width'] === undefined ? parent.strokeWidth : numberAttr(node, 'stroke-width'),
    fillRule: str('fill-rule') ?? parent.fillRule,
    fillOpacity:
      a['fill-opacity'] === undefined ? parent.fillOpacity : numberAttr(node, 'fill-opacity'),
    strokeOpacity:
      a['stroke-opacity'] === undefined ? parent.strokeOpacity : numberAttr(node, 'stroke-opacity'),
    dash: str('stroke-dasharray') ?? parent.dash,
    linecap: str('stroke-linecap') ?? parent.linecap,
  };
}

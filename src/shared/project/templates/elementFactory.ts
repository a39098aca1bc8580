import type { Element, FoilMark, ORNAMENTS, TextElement } from '../elements';
import type { FontKey } from '../fonts';
import type { Rect } from '../geometry';
import { roundPt } from '../units';

/** Small constructors that keep generated elements uniform (rounded geometry, no rotation). */

const geometry = (rect: Rect, rotation = 0) => ({
  x: roundPt(rect.x),
  y: roundPt(rect.y),
  width: roundPt(rect.width),
  height: roundPt(rect.height),
  rotation,
});

export function background(
  id: string,
  rect: Rect,
  fill: Extract<Element, { type: 'background' }>['fill'],
): Element {
  return { id, type: 'background', ...geometry(rect), fill };
}

export function photoSlot(id: string, rect: Rect, extra: { cornerRadius?: number } = {}): Element {
  return { id, type: 'photoSlot', ...geometry(rect), ...extra };
}

export interface TextSpec {
  text: string;
  font: FontKey;
  size: number;
  color: string;
  align?: TextElement['align'];
  verticalAlign?: TextElement['verticalAlign'];
  weight?: 400 | 700;
  uppercase?: boolean;
  letterSpacing?: number;
  rotation?: number;
}

export function text(id: string, rect: Rect, spec: TextSpec): Element {
  return {
    id,
    type: 'text',
    ...geometry(rect, spec.rotation ?? 0),
    text: spec.text,
    fontFamily: spec.font,
    fontSize: roundPt(Math.max(4, spec.size)),
    fontWeight: spec.weight ?? 400,
    align: spec.align ?? 'center',
    verticalAlign: spec.verticalAlign ?? 'middle',
    lineHeight: 1.2,
    color: spec.color,
    placeholder: true,
    ...(spec.uppercase ? { uppercase: true } : {}),
    ...(spec.letterSpacing ? { letterSpacing: spec.letterSpacing } : {}),
  };
}

export function ornament(
  id: string,
  rect: Rect,
  kind: (typeof ORNAMENTS)[number],
  color: string,
): Element {
  return { id, type: 'decoration', ...geometry(rect), ornament: kind, color };
}

export function foil(id: string, rect: Rect, foilTypeId: 2 | 3 | 4 | 5, mark: FoilMark): Element {
  return { id, type: 'foil', ...geometry(rect), foilTypeId, mark };
}

import type { Fill } from '../../../shared/project/elements';
import type { Doc } from '../engine/commands/docOps';
import type { CommandCall } from '../engine/commands/registry';

export const PATTERNS = ['dots', 'stripes', 'grid', 'chevron', 'linen'] as const;
export type PatternName = (typeof PATTERNS)[number];

export const DEFAULT_FILL: Fill = { kind: 'color', color: '#ffffff' };
/** A pattern's size in points when the customer first picks one. */
export const PATTERN_SCALE = 12;

/** A surface's background fill: its bottom background element's, or plain white. */
export function backgroundFillOf(doc: Doc, surfaceId: string | undefined): Fill {
  const surface = surfaceId ? doc.surfaces[surfaceId] : undefined;
  for (const id of surface?.elementIds ?? []) {
    const element = doc.elements[id];
    if (element?.type === 'background') return element.fill;
  }
  return DEFAULT_FILL;
}

/** The two colours a fill shows, so switching between colour and pattern keeps them. */
export function fillColors(fill: Fill): { color: string; background: string } {
  if (fill.kind === 'color') return { color: '#222222', background: fill.color };
  if (fill.kind === 'pattern') return { color: fill.color, background: fill.background };
  return { color: '#222222', background: '#ffffff' };
}

export function patternFill(fill: Fill, pattern: PatternName): Fill {
  const { color, background } = fillColors(fill);
  const scale = fill.kind === 'pattern' ? fill.scale : PATTERN_SCALE;
  return { kind: 'pattern', pattern, color, background, scale };
}

/** The same fill on every surface of the active one's kind (every page, every card panel). */
export function fillAllLikeCalls(doc: Doc, surfaceId: string, fill: Fill): CommandCall[] {
  const kind = doc.surfaces[surfaceId]?.kind;
  return doc.surfaceOrder
    .filter((id) => doc.surfaces[id]?.kind === kind)
    .map((id) => ({ name: 'setBackground', args: { surfaceId: id, fill } }));
}

import { countWords } from '../../../shared/format/counts';
import type { Layout } from '../engine/commands/layouts';

/**
 * Layouts in the order a picker offers them for a page holding `photos` photos: those with
 * exactly that many slots, then those with room to spare (fewest first), then those that would
 * send photos back to the tray (most slots first). The library's order breaks ties.
 */
export function orderLayouts(layouts: readonly Layout[], photos: number): Layout[] {
  const rank = (layout: Layout) => {
    const slots = layout.slots.length;
    if (slots === photos) return [0, 0];
    if (slots > photos) return [1, slots];
    return [2, -slots];
  };
  return layouts
    .map((layout, index) => ({ layout, index, rank: rank(layout) }))
    .sort((a, b) => a.rank[0]! - b.rank[0]! || a.rank[1]! - b.rank[1]! || a.index - b.index)
    .map((entry) => entry.layout);
}

const shapeNames: Record<string, string> = {
  full: 'full page',
  columns: 'in columns',
  rows: 'in rows',
  'hero-bottom': 'one large above a row',
  'hero-right': 'one large beside a column',
  grid: 'in a grid',
  'grid-tall': 'in a tall grid',
};

/** A layout's name for people: "3 photos, one large above a row". */
export function layoutLabel(layout: Layout): string {
  const count = layout.slots.length;
  const shape = layout.id.replace(/-\d+/, '');
  const name = shapeNames[shape] ?? shape.replaceAll('-', ' ');
  return `${countWords(count, 'photo')}, ${name}`;
}

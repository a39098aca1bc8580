import { colorById } from '../../catalog/colors';
import type { ORNAMENTS } from '../elements';
import { type FontKey, TYPE_PAIRS } from '../fonts';

/*
 * How a template's style and colours look: a palette from its first design colour, a background
 * (plain or a pattern for patterned styles), an ornament and a typography pair.
 */

const COLOR_HEX: Record<string, string> = {
  red: '#b8322a',
  orange: '#d9762b',
  yellow: '#d6a92a',
  green: '#3f7d4e',
  blue: '#2f5d8c',
  purple: '#6a4a8c',
  pink: '#d46a8c',
  white: '#8a8a8a',
  gray: '#5f6368',
  black: '#222222',
  brown: '#7a5236',
  beige: '#b59b78',
};

function mix(hex: string, toward: string, amount: number): string {
  const parse = (value: string) => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
  const a = parse(hex);
  const b = parse(toward);
  return `#${a
    .map((v, i) =>
      Math.round(v + ((b[i] ?? 0) - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

type Ornament = (typeof ORNAMENTS)[number];
type PatternName = 'dots' | 'stripes' | 'grid' | 'chevron' | 'linen';

export interface TemplateLook {
  accent: string;
  ink: string;
  paper: string;
  pattern?: PatternName;
  ornament: Ornament;
  titleFont: FontKey;
  bodyFont: FontKey;
  uppercaseTitle: boolean;
}

const STYLE_ORNAMENTS: Record<number, Ornament> = {
  2: 'flourish',
  3: 'laurel',
  4: 'sprig',
  5: 'sprig',
  6: 'flourish',
  8: 'confetti',
  9: 'sprig',
  10: 'sprig',
  14: 'sunburst',
  16: 'sprig',
  17: 'sunburst',
  19: 'confetti',
  20: 'flourish',
  21: 'flourish',
  22: 'snowflake',
};
const STYLE_PATTERNS: Record<number, PatternName> = {
  4: 'linen',
  13: 'grid',
  15: 'chevron',
  18: 'stripes',
  19: 'dots',
};
const STYLE_PAIRS: Record<number, number> = {
  1: 3,
  2: 0,
  3: 4,
  4: 3,
  5: 2,
  6: 4,
  7: 5,
  8: 2,
  9: 2,
  10: 2,
  11: 5,
  12: 1,
  13: 5,
  14: 4,
  15: 6,
  16: 1,
  17: 0,
  18: 1,
  19: 3,
  20: 0,
  21: 2,
  22: 0,
  23: 6,
  24: 5,
  25: 1,
};

/** The look of a template of the given style and design colours; deterministic. */
export function templateLook(
  styleId: number | null | undefined,
  colorIds: readonly number[],
): TemplateLook {
  const style = styleId ?? 25;
  const color = colorById(colorIds[0] ?? 9)?.param ?? 'gray';
  const accent = COLOR_HEX[color] ?? '#5f6368';
  const pair = TYPE_PAIRS[STYLE_PAIRS[style] ?? 0] ?? TYPE_PAIRS[0];
  const dark = style === 23 || style === 24;
  return {
    accent,
    ink: dark ? '#f4f1ea' : mix(accent, '#000000', 0.55),
    paper: dark ? mix(accent, '#000000', 0.75) : mix(accent, '#ffffff', 0.9),
    pattern: STYLE_PATTERNS[style],
    ornament: STYLE_ORNAMENTS[style] ?? 'divider',
    titleFont: pair.title,
    bodyFont: pair.body,
    uppercaseTitle: [1, 7, 13, 24, 25].includes(style),
  };
}

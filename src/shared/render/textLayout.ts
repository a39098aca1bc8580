import type { TextStyle } from '../project/elements';
import { fontByKey } from '../project/fonts';

/*
 * Line breaking without a DOM: advances are approximated from each family's average advance,
 * scaled by a character class, so the editor, previews and preflight agree on where lines break
 * and whether text overflows. The browser may break a line differently by a word; the overflow
 * warning errs towards warning.
 */

const NARROW = /[iljtfrI.,;:'!|()[\]\s]/;
const WIDE = /[mwMW@%]/;
const CAPITAL = /[A-Z0-9]/;

function charFactor(char: string): number {
  if (char === ' ') return 0.55;
  if (NARROW.test(char)) return 0.55;
  if (WIDE.test(char)) return 1.5;
  if (CAPITAL.test(char)) return 1.25;
  return 1;
}

type Measured = Pick<TextStyle, 'fontFamily' | 'fontSize' | 'letterSpacing' | 'uppercase'>;

/** The approximate advance of a run of text, in points. */
export function measureText(text: string, style: Measured): number {
  const font = fontByKey(style.fontFamily);
  const advance = (font?.avgAdvance ?? 0.55) * style.fontSize;
  const spacing = (style.letterSpacing ?? 0) * style.fontSize;
  const shown = style.uppercase ? text.toUpperCase() : text;
  let width = 0;
  for (const char of shown) width += advance * charFactor(char) + spacing;
  return width;
}

export interface TextLayout {
  lines: string[];
  /** Distance between baselines, points. */
  lineGap: number;
  /** Height of the set lines, points. */
  height: number;
  overflows: boolean;
}

function breakLong(word: string, width: number, style: Measured): string[] {
  const parts: string[] = [];
  let current = '';
  for (const char of word) {
    if (current && measureText(current + char, style) > width) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** Greedy line breaking of a text box's words into its width. */
export function layoutText(
  text: string,
  style: Measured & Pick<TextStyle, 'lineHeight'>,
  box: { width: number; height: number },
): TextLayout {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measureText(candidate, style) <= box.width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = breakLong(word, box.width, style);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    lines.push(line);
  }
  const lineGap = style.fontSize * style.lineHeight;
  const height = lines.length * lineGap;
  return { lines, lineGap, height, overflows: height > box.height + 0.01 };
}

/** Whether a text element's words need more room than its box (editor warning, preflight). */
export function textOverflows(
  element: Measured &
    Pick<TextStyle, 'lineHeight'> & { text: string; width: number; height: number },
): boolean {
  return layoutText(element.text, element, element).overflows;
}

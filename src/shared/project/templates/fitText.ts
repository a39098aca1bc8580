import { layoutText } from '../../render/textLayout';
import type { TextStyle } from '../elements';
import type { Rect } from '../geometry';

type FitStyle = Pick<TextStyle, 'fontFamily' | 'letterSpacing' | 'uppercase' | 'lineHeight'>;

// The element factory rounds a box to the thousandth of a point; measure against the smallest box
// rounding can leave, so the stored box still holds the words.
const ROUNDING_SLACK = 0.01;
const STEP = 0.96;
const SMALLEST = 4;

/**
 * The largest font size up to `wanted` at which `words` set in `box` need no more room than it
 * has, by the same line breaking the Check panel uses, so a template's own words never start out
 * as "does not fit". Floored to the hundredth of a point the document stores; never below the
 * factory's 4 pt floor (a box too small even then keeps 4 pt and is the layout's to widen).
 */
export function fittingFontSize(words: string, style: FitStyle, box: Rect, wanted: number): number {
  const room = {
    width: Math.max(0, box.width - ROUNDING_SLACK),
    height: Math.max(0, box.height - ROUNDING_SLACK),
  };
  let size = Math.floor(wanted * 100) / 100;
  while (size > SMALLEST && layoutText(words, { ...style, fontSize: size }, room).overflows) {
    size = Math.floor(size * STEP * 100) / 100;
  }
  return Math.max(SMALLEST, size);
}

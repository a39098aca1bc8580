import type { TextElement, TextStyle } from '../../../../shared/project/elements';
import { clamp, type Doc, updateElements } from './docOps';

/** The words of a text element; typing replaces the template's placeholder words for good. */
export function setText(doc: Doc, args: { id: string; text: string }) {
  return updateElements(doc, [args.id], (element) =>
    element.type === 'text' && !element.locked
      ? { ...element, text: args.text.slice(0, 5000), placeholder: false }
      : undefined,
  );
}

export type TextStylePatch = Partial<TextStyle & Pick<TextElement, 'color'>>;

/** Font, size, colour, alignment, line height: sizes and spacing kept inside the schema's range. */
export function setTextStyle(doc: Doc, args: { ids: readonly string[]; style: TextStylePatch }) {
  const style = { ...args.style };
  if (style.fontSize !== undefined) style.fontSize = clamp(style.fontSize, 2, 1000);
  if (style.lineHeight !== undefined) style.lineHeight = clamp(style.lineHeight, 0.5, 4);
  if (style.letterSpacing !== undefined) style.letterSpacing = clamp(style.letterSpacing, -0.2, 1);
  return updateElements(doc, args.ids, (element) =>
    element.type === 'text' && !element.locked ? { ...element, ...style } : undefined,
  );
}

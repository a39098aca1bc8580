import type { Element } from '../project/elements';
import { containsRect } from '../project/geometry';
import { type Surface, safeRectFor, trimRect } from '../project/surface';
import { textOverflows } from '../render/textLayout';
import { textInkBounds } from './inkBounds';
import type { FoundItem } from './preflightItem';
import { misspeltWords, type SpellChecker } from './spelling';

/** Words set on a surface: a text box, or words stamped in foil. */
function setText(element: Element) {
  if (element.type === 'text') return element;
  if (element.type === 'foil' && element.mark.kind === 'text') {
    const { x, y, width, height, rotation } = element;
    return { x, y, width, height, rotation, ...element.mark, placeholder: false };
  }
  return undefined;
}

export interface TextCheckOptions {
  /** Without a checker (no dictionary loaded) spelling is not checked. */
  spelling?: SpellChecker;
  extraWords: ReadonlySet<string>;
}

/** Sample words left in, misspellings, words that do not fit, words near or past the trim. */
export function textChecks(
  surface: Surface,
  element: Element,
  options: TextCheckOptions,
): FoundItem[] {
  const text = setText(element);
  if (!text?.text.trim()) return [];
  const at = { surfaceId: surface.id, elementId: element.id };
  const where = surface.label;
  const items: FoundItem[] = [];
  if (text.placeholder) {
    items.push({
      ...at,
      kind: 'placeholderText',
      severity: 'warning',
      message: `${where} still shows the template's sample words "${excerpt(text.text)}": type your own words or delete the text box.`,
    });
  } else if (options.spelling) {
    for (const word of misspeltWords(text.text, options.spelling, options.extraWords)) {
      items.push({
        ...at,
        detail: word,
        word,
        kind: 'spelling',
        severity: 'warning',
        message: `"${word}" on ${where} may be misspelt: correct it, or add it to your words if it is right.`,
      });
    }
  }
  if (textOverflows(text)) {
    items.push({
      ...at,
      kind: 'textOverflow',
      severity: 'warning',
      message: `Text on ${where} does not fit its box and the end will not print: shorten it, make the font smaller, or enlarge the box.`,
    });
  }
  const ink = textInkBounds(text);
  if (ink && !containsRect(safeRectFor(surface, ink), ink)) {
    const cut = !containsRect(trimRect(surface), ink);
    items.push({
      ...at,
      kind: 'textOutsideSafeArea',
      severity: 'warning',
      message: cut
        ? `Text on ${where} runs past the edge of the page and will be cut off: move it inside the safe area.`
        : `Text on ${where} is close to the edge and may be trimmed: move it inside the safe area.`,
    });
  }
  return items;
}

function excerpt(text: string) {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

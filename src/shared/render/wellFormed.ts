/**
 * Whether text is well-formed XML as far as SVG output needs: balanced tags, quoted attributes,
 * escaped text. A small checker, so tests and preflight need no DOM parser.
 */
export function isWellFormedXml(xml: string): boolean {
  const stack: string[] = [];
  const token = /<\/?([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let position = 0;
  while (position < xml.length) {
    token.lastIndex = position;
    match = token.exec(xml);
    if (!match) return false;
    position = token.lastIndex;
    const [whole, name, , selfClosing, text] = match;
    if (text !== undefined) {
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(text)) return false;
      continue;
    }
    if (whole.startsWith('</')) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) stack.push(name as string);
  }
  return stack.length === 0;
}

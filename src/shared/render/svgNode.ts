/*
 * A small neutral SVG tree: the renderer builds it once, the server serialises it with
 * svgToString and the React editor maps the same tree to elements.
 */

export type SvgAttrs = Record<string, string | number | undefined>;

export interface SvgElementNode {
  tag: string;
  attrs: SvgAttrs;
  children: SvgNode[];
}

export interface SvgTextNode {
  text: string;
}

export type SvgNode = SvgElementNode | SvgTextNode;

export function isTextNode(node: SvgNode): node is SvgTextNode {
  return 'text' in node;
}

/** Builds an element; false, null and undefined children are dropped so callers can write conditions inline. */
export function h(
  tag: string,
  attrs: SvgAttrs = {},
  ...children: (SvgNode | SvgNode[] | string | false | null | undefined)[]
): SvgElementNode {
  const flat: SvgNode[] = [];
  for (const child of children) {
    if (child === false || child === null || child === undefined) continue;
    if (typeof child === 'string') flat.push({ text: child });
    else if (Array.isArray(child)) flat.push(...child);
    else flat.push(child);
  }
  return { tag, attrs, children: flat };
}

const TAG = /^[A-Za-z][A-Za-z0-9:-]*$/;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** Characters XML 1.0 cannot carry at all; customer text may contain them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what must go
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Serialises a tree as SVG/XML text; names are checked, values and text escaped. */
export function svgToString(node: SvgNode): string {
  if (isTextNode(node)) return escapeText(node.text.replace(INVALID_XML, ''));
  if (!TAG.test(node.tag)) throw new Error(`Not an SVG tag name: ${node.tag}`);
  let attrs = '';
  for (const [name, value] of Object.entries(node.attrs)) {
    if (value === undefined) continue;
    if (!TAG.test(name)) throw new Error(`Not an attribute name: ${name}`);
    attrs += ` ${name}="${escapeAttr(String(value).replace(INVALID_XML, ''))}"`;
  }
  if (!node.children.length) return `<${node.tag}${attrs}/>`;
  return `<${node.tag}${attrs}>${node.children.map(svgToString).join('')}</${node.tag}>`;
}

/** Rounds a coordinate for output: 1/100 pt is far below any printer's resolution. */
export function num(value: number): number {
  return Math.round(value * 100) / 100;
}

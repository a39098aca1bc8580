import { createElement, type ReactNode } from 'react';
import { isTextNode, type SvgAttrs, type SvgNode } from '../../shared/render/svgNode';

/*
 * The renderer's neutral SVG tree as React elements, so the editor draws exactly what the server
 * serialises, without innerHTML. React wants SVG's hyphenated and namespaced attribute names in
 * camelCase (strokeWidth, xlinkHref); data-* and aria-* stay as they are.
 */

const SPECIAL: Record<string, string> = {
  class: 'className',
  'xmlns:xlink': 'xmlnsXlink',
  'xlink:href': 'xlinkHref',
  'xml:space': 'xmlSpace',
  'xml:lang': 'xmlLang',
};

const camelCache = new Map<string, string>();

export function reactAttrName(name: string): string {
  const special = SPECIAL[name];
  if (special) return special;
  if (name.startsWith('data-') || name.startsWith('aria-')) return name;
  let camel = camelCache.get(name);
  if (!camel) {
    camel = name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());
    camelCache.set(name, camel);
  }
  return camel;
}

export function reactAttrs(attrs: SvgAttrs): Record<string, string | number> {
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(attrs))
    if (value !== undefined) props[reactAttrName(name)] = value;
  return props;
}

/** Converts a node and its children; `overrides` replace attributes of the root only. */
export function svgToReact(
  node: SvgNode,
  key?: string | number,
  overrides?: Record<string, string | number | undefined>,
): ReactNode {
  if (isTextNode(node)) return node.text;
  const props: Record<string, unknown> = { ...reactAttrs(node.attrs), ...overrides };
  if (key !== undefined) props.key = key;
  const children = node.children.map((child, index) => svgToReact(child, index));
  return createElement(node.tag, props, ...children);
}

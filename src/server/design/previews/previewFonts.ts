import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isTextNode, type SvgNode } from '../../../shared/render/svgNode';
import { type FontChoice, fontFromCss } from '../print/printFonts';

/*
 * The design faces inside a preview SVG. An SVG shown as an image loads nothing outside itself,
 * webfonts included, so a script title would fall back to the viewer's serif: each face the page
 * uses goes in as @font-face with its WOFF2 files as data URLs (latin, and latin-ext for names
 * such as "Łukasz"), from the same @fontsource packages the editor and the print file use.
 */

const require = createRequire(import.meta.url);

/** The character ranges of @fontsource's two Latin files (its own CSS's unicode-range, short). */
const RANGES = {
  'latin-ext': 'U+0100-024F, U+0259, U+1E00-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113',
  latin: 'U+0000-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122',
} as const;

const cache = new Map<string, string | undefined>();

function woff2Url(choice: FontChoice, subset: keyof typeof RANGES): string | undefined {
  const { font, weight, italic } = choice;
  const dir = path.join(path.dirname(require.resolve(`${font.pkg}/package.json`)), 'files');
  const base = font.pkg.replace('@fontsource/', '');
  const key = `${base}-${subset}-${weight}-${italic ? 'italic' : 'normal'}`;
  if (!cache.has(key)) {
    let url: string | undefined;
    for (const style of italic ? ['italic', 'normal'] : ['normal']) {
      try {
        const bytes = readFileSync(path.join(dir, `${base}-${subset}-${weight}-${style}.woff2`));
        url = `data:font/woff2;base64,${bytes.toString('base64')}`;
        break;
      } catch {
        // No such file for this style or subset: try the next, else leave the face out.
      }
    }
    cache.set(key, url);
  }
  return cache.get(key);
}

function facesUsed(node: SvgNode, found: Map<string, FontChoice>): void {
  if (isTextNode(node)) return;
  const family = node.attrs['font-family'];
  if (family !== undefined) {
    const style = node.attrs['font-style'];
    const choice = fontFromCss(
      String(family),
      node.attrs['font-weight'],
      style === undefined ? undefined : String(style),
    );
    found.set(`${choice.font.family}|${choice.weight}|${choice.italic}`, choice);
  }
  for (const child of node.children) facesUsed(child, found);
}

/** A `<style>` with the faces the tree's text uses, or undefined when it has no text. */
export function previewFontStyle(tree: SvgNode): SvgNode | undefined {
  const found = new Map<string, FontChoice>();
  facesUsed(tree, found);
  const rules: string[] = [];
  for (const choice of found.values()) {
    for (const subset of ['latin-ext', 'latin'] as const) {
      const url = woff2Url(choice, subset);
      if (!url) continue;
      rules.push(
        `@font-face{font-family:'${choice.font.family}';font-weight:${choice.weight};font-style:${choice.italic ? 'italic' : 'normal'};src:url(${url}) format('woff2');unicode-range:${RANGES[subset]}}`,
      );
    }
  }
  return rules.length
    ? { tag: 'style', attrs: {}, children: [{ text: rules.join('') }] }
    : undefined;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssFontFamily, FONTS } from '../../../shared/project/fonts';
import { DesignFonts } from './DesignFonts';
import { FONT_SUBSETS, fontFaceCss, fontFaceKey, SUBSET_RANGES, shippedFaces } from './fontFaceCss';
import { FONT_FILE_URLS } from './fontFileUrls';

const require = createRequire(import.meta.url);

/** The @font-face rules of a stylesheet as { family, weight, src, range }. */
function parseFaces(css: string) {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body = '']) => ({
    family: /font-family:'([^']+)'/.exec(body)?.[1],
    weight: Number(/font-weight:(\d+)/.exec(body)?.[1]),
    src: /src:url\("([^"]+)"\)/.exec(body)?.[1],
    range: /unicode-range:([^;]+)$/.exec(body)?.[1],
  }));
}

describe('the design fonts stylesheet', () => {
  const faces = parseFaces(fontFaceCss(FONT_FILE_URLS));

  it('declares every family of the font table in each of its weights, latin and latin-ext', () => {
    expect(faces).toHaveLength(FONTS.reduce((n, font) => n + font.weights.length * 2, 0));
    for (const font of FONTS) {
      for (const weight of font.weights) {
        for (const subset of FONT_SUBSETS) {
          const face = faces.find(
            (f) =>
              f.family === font.family && f.weight === weight && f.range === SUBSET_RANGES[subset],
          );
          expect(face, `${font.family} ${weight} ${subset}`).toBeDefined();
          expect(face?.src).toBe(FONT_FILE_URLS[fontFaceKey({ font, weight, subset })]);
          expect(face?.src).toMatch(new RegExp(`${subset}-${weight}-normal\\.woff2$`));
        }
      }
    }
  });

  it('names each family exactly as the SVG renderer and the text panel write it', () => {
    const declared = new Set(faces.map((face) => face.family));
    for (const font of FONTS) {
      const first = cssFontFamily(font).split(',')[0]?.trim().replace(/'/g, '');
      expect(declared.has(first), first).toBe(true);
    }
  });

  it('points every face at its own package file, with the ranges fontsource publishes', () => {
    for (const face of shippedFaces()) {
      const url = FONT_FILE_URLS[fontFaceKey(face)] ?? '';
      expect(url, fontFaceKey(face)).toContain(face.font.pkg.replace('@fontsource/', ''));
      const published = JSON.parse(
        readFileSync(require.resolve(`${face.font.pkg}/unicode.json`), 'utf8'),
      ) as Record<string, string>;
      expect(published[face.subset], fontFaceKey(face)).toBe(SUBSET_RANGES[face.subset]);
    }
  });

  it('refuses to build without a file for a face rather than draw it in a fallback', () => {
    const { 'inter-700-latin': _dropped, ...missing } = FONT_FILE_URLS;
    expect(() => fontFaceCss(missing)).toThrow(/inter-700-latin/);
  });

  it('renders as one style element carrying the rules', () => {
    const html = renderToString(<DesignFonts />);
    expect(html).toContain('<style');
    expect(html).toContain("font-family:'Great Vibes'");
  });
});

import { FONTS, type Font } from '../../../shared/project/fonts';

/*
 * The @font-face rules of the shipped design fonts. Each face comes in two subsets with the
 * unicode-range fontsource gives them, so a browser downloads latin-ext only for text that has
 * such characters (a name like "Łucja"); everything else needs the latin file alone.
 */

export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

/** Copied from the packages' unicode.json (the same for every family); a test keeps them equal. */
export const SUBSET_RANGES: Record<FontSubset, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

export interface FontFace {
  font: Font;
  weight: 400 | 700;
  subset: FontSubset;
}

/** The key of a face's file in FONT_FILE_URLS. */
export function fontFaceKey({ font, weight, subset }: FontFace): string {
  return `${font.key}-${weight}-${subset}`;
}

/** Every face the app ships: each family in each of its weights, in both subsets. */
export function shippedFaces(): FontFace[] {
  return FONTS.flatMap((font) =>
    font.weights.flatMap((weight) => FONT_SUBSETS.map((subset) => ({ font, weight, subset }))),
  );
}

/**
 * The stylesheet declaring every shipped face, with files from `urls` (keyed by fontFaceKey).
 * The family name is the font's `family`, the name the SVG renderer writes (cssFontFamily), so
 * a drawn design and the editor's panels find these faces. A face without a file is an error:
 * silently dropping it would draw that text in a fallback face.
 */
export function fontFaceCss(urls: Readonly<Record<string, string>>): string {
  return shippedFaces()
    .map((face) => {
      const url = urls[fontFaceKey(face)];
      if (!url) throw new Error(`No woff2 file for the face ${fontFaceKey(face)}`);
      // swap: text shows at once in the fallback and redraws when the face arrives.
      return `@font-face{font-family:'${face.font.family}';font-style:normal;font-weight:${face.weight};font-display:swap;src:url(${JSON.stringify(url)}) format('woff2');unicode-range:${SUBSET_RANGES[face.subset]}}`;
    })
    .join('\n');
}

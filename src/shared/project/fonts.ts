import { z } from 'zod';

/*
 * The open font families the app ships, from @fontsource packages: the browser gets their woff2
 * files as hashed build assets (app/ui/designFonts), the print file and the server's rasteriser
 * their WOFF files (server/print/printFonts, server/fonts/rasterFonts).
 * `standsFor` is the spec §3 envelope family a font replaces, matched by class and proportions:
 * the named families are commercial, so the printed envelope uses the nearest open design.
 * Sofia (Sofia Pro, a geometric sans) maps to Montserrat, not the unrelated Google "Sofia" script.
 * avgAdvance is the mean advance width of mixed-case Latin text in em, used to break lines
 * without a DOM; ascent/descent (em) place the first baseline.
 */
export const FONTS = [
  {
    key: 'inter',
    family: 'Inter',
    pkg: '@fontsource/inter',
    weights: [400, 700],
    avgAdvance: 0.53,
    ascent: 0.97,
    descent: 0.24,
    standsFor: 'Helvetica Neue',
    generic: 'sans-serif',
  },
  {
    key: 'questrial',
    family: 'Questrial',
    pkg: '@fontsource/questrial',
    weights: [400],
    avgAdvance: 0.52,
    ascent: 0.95,
    descent: 0.25,
    standsFor: 'Century Gothic',
    generic: 'sans-serif',
  },
  {
    key: 'great-vibes',
    family: 'Great Vibes',
    pkg: '@fontsource/great-vibes',
    weights: [400],
    avgAdvance: 0.4,
    ascent: 0.9,
    descent: 0.35,
    standsFor: 'Lilly',
    generic: 'cursive',
  },
  {
    key: 'libre-baskerville',
    family: 'Libre Baskerville',
    pkg: '@fontsource/libre-baskerville',
    weights: [400, 700],
    avgAdvance: 0.56,
    ascent: 0.97,
    descent: 0.27,
    standsFor: 'Mrs Eaves',
    generic: 'serif',
  },
  {
    key: 'cormorant-sc',
    family: 'Cormorant SC',
    pkg: '@fontsource/cormorant-sc',
    weights: [400, 700],
    avgAdvance: 0.5,
    ascent: 0.92,
    descent: 0.29,
    standsFor: 'Mrs Eaves Petit Caps',
    generic: 'serif',
  },
  {
    key: 'zilla-slab',
    family: 'Zilla Slab',
    pkg: '@fontsource/zilla-slab',
    weights: [400, 700],
    avgAdvance: 0.47,
    ascent: 0.79,
    descent: 0.21,
    standsFor: 'Beton',
    generic: 'serif',
  },
  {
    key: 'eb-garamond',
    family: 'EB Garamond',
    pkg: '@fontsource/eb-garamond',
    weights: [400, 700],
    avgAdvance: 0.45,
    ascent: 1.0,
    descent: 0.3,
    standsFor: 'New Caledonia',
    generic: 'serif',
  },
  {
    key: 'courier-prime',
    family: 'Courier Prime',
    pkg: '@fontsource/courier-prime',
    weights: [400, 700],
    avgAdvance: 0.6,
    ascent: 0.85,
    descent: 0.25,
    standsFor: 'American Typewriter',
    generic: 'monospace',
  },
  {
    key: 'montserrat',
    family: 'Montserrat',
    pkg: '@fontsource/montserrat',
    weights: [400, 700],
    avgAdvance: 0.58,
    ascent: 0.97,
    descent: 0.25,
    standsFor: 'Sofia',
    generic: 'sans-serif',
  },
  {
    key: 'playfair-display',
    family: 'Playfair Display',
    pkg: '@fontsource/playfair-display',
    weights: [400, 700],
    avgAdvance: 0.52,
    ascent: 1.08,
    descent: 0.25,
    standsFor: null,
    generic: 'serif',
  },
] as const satisfies readonly {
  key: string;
  family: string;
  pkg: string;
  weights: readonly (400 | 700)[];
  avgAdvance: number;
  ascent: number;
  descent: number;
  standsFor: string | null;
  generic: string;
}[];

export type Font = (typeof FONTS)[number];
export type FontKey = Font['key'];
export const FONT_KEYS = FONTS.map((font) => font.key) as unknown as readonly [
  FontKey,
  ...FontKey[],
];
export const fontKeySchema = z.enum(FONT_KEYS);

const byKey = new Map<string, Font>(FONTS.map((font) => [font.key, font]));
export function fontByKey(key: string): Font | undefined {
  return byKey.get(key);
}

/** The open font that prints a spec §3 envelope family. */
export function fontForEnvelopeFamily(family: string): Font | undefined {
  return FONTS.find((font) => font.standsFor === family);
}

/** The CSS font-family value: the shipped family with its generic fallback. */
export function cssFontFamily(font: Font): string {
  return `'${font.family}', ${font.generic}`;
}

/** Typography pairs templates draw from: a display face for titles, a text face for the rest. */
export const TYPE_PAIRS = [
  { title: 'playfair-display', body: 'inter' },
  { title: 'eb-garamond', body: 'montserrat' },
  { title: 'great-vibes', body: 'libre-baskerville' },
  { title: 'zilla-slab', body: 'inter' },
  { title: 'cormorant-sc', body: 'eb-garamond' },
  { title: 'montserrat', body: 'libre-baskerville' },
  { title: 'courier-prime', body: 'questrial' },
] as const satisfies readonly { title: FontKey; body: FontKey }[];

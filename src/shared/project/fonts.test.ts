import { describe, expect, it } from 'vitest';
import { ENVELOPE_FONTS } from '../catalog/envelopes';
import { FONTS, fontFile, fontForEnvelopeFamily, TYPE_PAIRS } from './fonts';

describe('the shipped fonts', () => {
  it('print every envelope family of spec §3 with an open font', () => {
    for (const family of ENVELOPE_FONTS)
      expect(fontForEnvelopeFamily(family), family).toBeDefined();
  });

  it('pair only shipped families, and name each file after its package', () => {
    const keys = new Set<string>(FONTS.map((font) => font.key));
    for (const pair of TYPE_PAIRS) expect(keys.has(pair.title) && keys.has(pair.body)).toBe(true);
    expect(fontFile(FONTS[0], 700)).toEqual({
      url: '/fonts/inter-700.woff2',
      source: '@fontsource/inter/files/inter-latin-700-normal.woff2',
    });
  });
});

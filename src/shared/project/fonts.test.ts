import { describe, expect, it } from 'vitest';
import { ENVELOPE_FONTS } from '../catalog/envelopes';
import { FONTS, fontForEnvelopeFamily, TYPE_PAIRS } from './fonts';

describe('the shipped fonts', () => {
  it('print every envelope family of spec §3 with an open font', () => {
    for (const family of ENVELOPE_FONTS)
      expect(fontForEnvelopeFamily(family), family).toBeDefined();
  });

  it('pair only shipped families', () => {
    const keys = new Set<string>(FONTS.map((font) => font.key));
    for (const pair of TYPE_PAIRS) expect(keys.has(pair.title) && keys.has(pair.body)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_COLOR_NAMES,
  ENVELOPE_COLORS,
  ENVELOPE_FONTS,
  ENVELOPE_FORMATS,
  envelopeColorByName,
} from './envelopes';

describe('envelopes (spec §3)', () => {
  it('has the formats Standard and Response', () => {
    expect(ENVELOPE_FORMATS).toEqual(['Standard', 'Response']);
  });

  it('has the nine font families', () => {
    expect(ENVELOPE_FONTS).toEqual([
      'Helvetica Neue',
      'Century Gothic',
      'Lilly',
      'Mrs Eaves',
      'Mrs Eaves Petit Caps',
      'Beton',
      'New Caledonia',
      'American Typewriter',
      'Sofia',
    ]);
  });

  it('has the eight colours, each with a distinct hex value', () => {
    expect(ENVELOPE_COLOR_NAMES).toEqual([
      'Black',
      'Gray',
      'Violet',
      'Purple',
      'Blue',
      'Teal',
      'Green',
      'Red',
    ]);
    for (const color of ENVELOPE_COLORS) expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(ENVELOPE_COLORS.map((c) => c.hex)).size).toBe(8);
    expect(envelopeColorByName('Teal')?.hex).toBe('#17807e');
    expect(envelopeColorByName('Pink')).toBeUndefined();
  });
});

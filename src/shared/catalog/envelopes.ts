import { lookupBy, pluck } from './lookup';

/** Envelope formats (spec §3). */
export const ENVELOPE_FORMATS = ['Standard', 'Response'] as const;
export type EnvelopeFormat = (typeof ENVELOPE_FORMATS)[number];

/** The nine font families for envelope printing (spec §3). */
export const ENVELOPE_FONTS = [
  'Helvetica Neue',
  'Century Gothic',
  'Lilly',
  'Mrs Eaves',
  'Mrs Eaves Petit Caps',
  'Beton',
  'New Caledonia',
  'American Typewriter',
  'Sofia',
] as const;
export type EnvelopeFont = (typeof ENVELOPE_FONTS)[number];

/** The eight envelope print colours (spec §3); the hex values are our choice. */
export const ENVELOPE_COLORS = [
  { name: 'Black', hex: '#1a1a1a' },
  { name: 'Gray', hex: '#7a7d82' },
  { name: 'Violet', hex: '#8e6bbf' },
  { name: 'Purple', hex: '#5b2a86' },
  { name: 'Blue', hex: '#1f4e9c' },
  { name: 'Teal', hex: '#17807e' },
  { name: 'Green', hex: '#2e7d32' },
  { name: 'Red', hex: '#c62828' },
] as const;

export type EnvelopeColor = (typeof ENVELOPE_COLORS)[number];
export type EnvelopeColorName = EnvelopeColor['name'];

export const ENVELOPE_COLOR_NAMES = pluck(ENVELOPE_COLORS, 'name');
export const envelopeColorByName = lookupBy(ENVELOPE_COLORS, 'name');

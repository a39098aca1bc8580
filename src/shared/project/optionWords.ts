import { coverTypeById, paperTypeById } from '../catalog/bookMaterials';
import { foilTypeById } from '../catalog/foilTypes';
import { formatTypeById } from '../catalog/formatTypes';
import { canvasFrameWrapById, posterStyleById } from '../catalog/homeDecor';
import { trimTypeById } from '../catalog/trimTypes';

/**
 * What the customer chose for a product, in words, for the cart, the order, its printable page
 * and the mails: "Size 5 × 7 in", "Paper Pearl", "Foil Gold"… Options a line does not have are
 * left out; a value the catalogue no longer names is left out rather than shown as a number.
 */

export interface OptionWord {
  label: string;
  value: string;
}

/** The stored options of a line: a project's ProductOptions, read loosely (old rows, any shape). */
type StoredOptions = Record<string, unknown>;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

function sizeWords(sizeKey: unknown): string | undefined {
  if (typeof sizeKey !== 'string') return undefined;
  const match = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(sizeKey);
  return match ? `${match[1]} × ${match[2]} in` : undefined;
}

function monthWords(monthYear: unknown): string | undefined {
  if (typeof monthYear !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})$/.exec(monthYear);
  const month = match && MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : undefined;
}

function envelopeWords(envelope: unknown): string | undefined {
  if (!envelope || typeof envelope !== 'object') return undefined;
  const { format, colorName, recipients } = envelope as {
    format?: string;
    colorName?: string;
    recipients?: unknown[];
  };
  const addressed = Array.isArray(recipients) ? recipients.length : 0;
  return [
    `${format ?? 'Standard'} envelopes`,
    ...(colorName ? [`${colorName.toLowerCase()} ink`] : []),
    ...(addressed > 0 ? [`${addressed} addressed`] : []),
  ].join(', ');
}

export function optionWords(options: StoredOptions): OptionWord[] {
  const words: OptionWord[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) words.push({ label, value });
  };
  add('Size', sizeWords(options.sizeKey));
  add('Format', formatTypeById(num(options.formatTypeId) as never)?.name);
  add('Cover', coverTypeById(num(options.coverTypeId) as never)?.name);
  add('Paper', paperTypeById(num(options.paperTypeId) as never)?.name);
  const pages = num(options.pageCount);
  add('Pages', pages ? String(pages) : undefined);
  if (typeof options.spineText === 'string' && options.spineText.trim())
    add('Spine', `“${options.spineText.trim()}”`);
  const foil = foilTypeById(num(options.foilTypeId) as never);
  // "No Foil" is the absence of the option, not a choice worth a line.
  if (foil && foil.param !== 'no_foil') add('Foil', foil.name);
  add('Trim', trimTypeById(num(options.trimTypeId) as never)?.name);
  add('Envelopes', envelopeWords(options.envelope));
  add('Frame', canvasFrameWrapById(num(options.frameWrapId) as never)?.name);
  add('Style', posterStyleById(num(options.posterStyleId) as never)?.name);
  add('Starts', monthWords(options.startingMonthYear));
  const dates = Array.isArray(options.personalDates) ? options.personalDates.length : 0;
  add('Personal dates', dates > 0 ? String(dates) : undefined);
  const prints = Array.isArray(options.prints) ? options.prints.length : 0;
  add('Photos', prints > 0 ? String(prints) : undefined);
  return words;
}

/** The same, as one line: "Size 5 × 7 in · Paper Pearl · Foil Gold". */
export function optionSentence(options: StoredOptions): string {
  return optionWords(options)
    .map((word) => `${word.label} ${word.value}`)
    .join(' · ');
}

import type { Enumeration, ListItemSpec, QuerySpec } from './paramSpecs';

type Pair = readonly [name: string, value: string];

const decimal = /^-?\d+(\.\d+)?$/;
const wholeNumber = /^-?\d+$/;

/** A decimal numeral rounded to the nearest integer; anything else (or unsafe) is undefined. */
export function readInteger(text: string): number | undefined {
  if (!decimal.test(text)) return undefined;
  const rounded = Math.round(Number(text));
  // `+ 0` turns -0 into 0, so '-0.2' reads as 0.
  return Number.isSafeInteger(rounded) ? rounded + 0 : undefined;
}

function isAllowed(values: Enumeration, text: string): boolean {
  return (values as readonly string[]).includes(text);
}

function readListItem(item: ListItemSpec, text: string): string | number | undefined {
  switch (item.kind) {
    case 'string':
      return text === '' ? undefined : text;
    case 'enumeration':
      return isAllowed(item.values, text) ? text : undefined;
    case 'integer': {
      if (!wholeNumber.test(text)) return undefined;
      const value = Number(text) + 0;
      if (!Number.isSafeInteger(value)) return undefined;
      if (item.min !== undefined && value < item.min) return undefined;
      if (item.max !== undefined && value > item.max) return undefined;
      return value;
    }
  }
}

/** The list's base name: `tt[]=a` and the bare `tt=a` both count. */
function listNames(wire: string): [string, string] {
  const base = wire.endsWith('[]') ? wire.slice(0, -2) : wire;
  return [base, `${base}[]`];
}

/**
 * One query parameter read from the pairs of a URL, normalised by the rules of spec §4–5.
 * `undefined` means absent: the caller checks required parameters.
 */
export function readQueryValue(spec: QuerySpec, pairs: readonly Pair[]): unknown {
  if (spec.kind === 'list') {
    const names = listNames(spec.wire);
    const items: (string | number)[] = [];
    for (const [name, text] of pairs) {
      if (!names.includes(name)) continue;
      const item = readListItem(spec.item, text);
      if (item !== undefined) items.push(item);
    }
    return items;
  }
  const text = pairs.find(([name]) => name === spec.wire)?.[1];
  switch (spec.kind) {
    case 'string':
      return text === '' ? undefined : text;
    case 'boolean':
      return text === undefined ? spec.default : text === 'true';
    case 'enumeration':
      if (text === undefined) return spec.presence === 'always' ? spec.values[0] : undefined;
      return isAllowed(spec.values, text) ? text : spec.values[0];
    case 'integer': {
      const value = text === undefined ? undefined : readInteger(text);
      if (value === undefined) return spec.default;
      if (spec.min !== undefined && value < spec.min) return spec.min;
      if (spec.max !== undefined && value > spec.max) return spec.max;
      return value;
    }
  }
}

/** The wire pairs of one value for a canonical URL: defaults, false and empty values left out. */
export function writeQueryValue(spec: QuerySpec, value: unknown): Pair[] {
  if (value === undefined || value === null) return [];
  switch (spec.kind) {
    case 'list':
      if (!Array.isArray(value)) return [];
      return value
        .filter((item) => item !== undefined && item !== null && item !== '')
        .map((item) => [spec.wire, String(item)] as const);
    case 'string':
      return value === '' ? [] : [[spec.wire, String(value)]];
    case 'boolean':
      return value === spec.default ? [] : [[spec.wire, String(value === true)]];
    case 'enumeration':
      return spec.presence === 'always' && value === spec.values[0]
        ? []
        : [[spec.wire, String(value)]];
    case 'integer':
      return value === spec.default ? [] : [[spec.wire, String(value)]];
  }
}

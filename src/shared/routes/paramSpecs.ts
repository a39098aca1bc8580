/**
 * How a route declares its parameters. Query parameters carry their wire name as the spec writes
 * it and a presence: `required` (listed in `missing` when absent), `optional` (absent stays
 * absent) or `always` (a default fills the gap, so parsing always yields a value).
 */

export type Presence = 'required' | 'optional' | 'always';

export type Enumeration = readonly [string, ...string[]];

export interface IntegerRange {
  readonly min?: number;
  readonly max?: number;
}

export type ListItemSpec =
  | { readonly kind: 'string' }
  | ({ readonly kind: 'integer' } & IntegerRange)
  | { readonly kind: 'enumeration'; readonly values: Enumeration };

interface WireParam {
  readonly wire: string;
  readonly presence: Presence;
}

export interface StringQuerySpec extends WireParam {
  readonly kind: 'string';
}

export interface IntegerQuerySpec extends WireParam, IntegerRange {
  readonly kind: 'integer';
  readonly default?: number;
}

export interface BooleanQuerySpec extends WireParam {
  readonly kind: 'boolean';
  readonly default: boolean;
}

export interface EnumerationQuerySpec extends WireParam {
  readonly kind: 'enumeration';
  readonly values: Enumeration;
}

export interface ListQuerySpec extends WireParam {
  readonly kind: 'list';
  readonly item: ListItemSpec;
}

export type QuerySpec =
  | StringQuerySpec
  | IntegerQuerySpec
  | BooleanQuerySpec
  | EnumerationQuerySpec
  | ListQuerySpec;

/**
 * A path segment's type. A `strict` enumeration decides whether the route matches at all; a
 * lenient one matches any text and falls back to its first value. A string `fallback` is written
 * when the value is empty. A string's `claims` are values this route owns: they score as a static
 * segment, so a route may take a URL from a more specific one only at those values.
 */
export type PathParamSpec =
  | { readonly kind: 'string'; readonly fallback?: string; readonly claims?: readonly string[] }
  | { readonly kind: 'integer' }
  | { readonly kind: 'enumeration'; readonly values: Enumeration; readonly strict: boolean };

interface Scalar<K extends 'string' | 'integer', P extends Presence> {
  readonly kind: K;
  readonly wire: string;
  readonly presence: P;
}

// Overloads rather than a generic presence: a generic would be inferred from the table's
// contextual type and widen to every presence.
function stringParam(wire: string): Scalar<'string', 'optional'>;
function stringParam(wire: string, presence: 'required'): Scalar<'string', 'required'>;
function stringParam(wire: string, presence: 'required' | 'optional' = 'optional') {
  return { kind: 'string', wire, presence };
}

function integerParam(wire: string): Scalar<'integer', 'optional'>;
function integerParam(wire: string, presence: 'required'): Scalar<'integer', 'required'>;
function integerParam(wire: string, presence: 'required' | 'optional' = 'optional') {
  return { kind: 'integer', wire, presence };
}

/** Builders for query parameters; each keeps its literal types so the route types follow. */
export const q = {
  string: stringParam,
  integer: integerParam,

  /** An integer that always has a value: missing or non-numeric gives the default, below min gives min. */
  integerWithDefault: (wire: string, defaultValue: number, range: IntegerRange = {}) =>
    ({ kind: 'integer', wire, presence: 'always', default: defaultValue, ...range }) as const,

  /** The storefront page number: default 1, values below 1 become 1 (spec §5). */
  page: (wire = 'page') =>
    ({ kind: 'integer', wire, presence: 'always', default: 1, min: 1 }) as const,

  boolean: (wire: string, defaultValue = false) =>
    ({ kind: 'boolean', wire, presence: 'always', default: defaultValue }) as const,

  /** Always has a value: missing or not allowed gives the first one. */
  enumeration: <const V extends Enumeration>(wire: string, values: V) =>
    ({ kind: 'enumeration', wire, values, presence: 'always' }) as const,

  /** Absent stays absent; present but not allowed gives the first value. */
  optionalEnumeration: <const V extends Enumeration>(wire: string, values: V) =>
    ({ kind: 'enumeration', wire, values, presence: 'optional' }) as const,

  stringList: (wire: string) =>
    ({ kind: 'list', wire, presence: 'always', item: { kind: 'string' } }) as const,

  /** Entries that are not whole numbers in range are dropped. */
  integerList: <const R extends IntegerRange>(wire: string, range?: R) =>
    ({ kind: 'list', wire, presence: 'always', item: { kind: 'integer', ...range } }) as {
      readonly kind: 'list';
      readonly wire: string;
      readonly presence: 'always';
      readonly item: { readonly kind: 'integer' } & R;
    },

  enumerationList: <const V extends Enumeration>(wire: string, values: V) =>
    ({ kind: 'list', wire, presence: 'always', item: { kind: 'enumeration', values } }) as const,
};

/** Builders for path parameters; a parameter not declared is a string. */
export const p = {
  string: () => ({ kind: 'string' }) as const,
  /** A string written as `fallback` when empty or absent (categoryUri → 'all'). */
  stringOr: <const F extends string>(fallback: F, claims?: readonly string[]) =>
    (claims ? { kind: 'string', fallback, claims } : { kind: 'string', fallback }) as {
      readonly kind: 'string';
      readonly fallback: F;
      readonly claims?: readonly string[];
    },
  integer: () => ({ kind: 'integer' }) as const,
  /** The route matches only when the segment is one of `values`. */
  oneOf: <const V extends Enumeration>(values: V) =>
    ({ kind: 'enumeration', values, strict: true }) as const,
  /** Any segment matches; one not allowed becomes the first value. */
  enumeration: <const V extends Enumeration>(values: V) =>
    ({ kind: 'enumeration', values, strict: false }) as const,
};

type ScalarValue<S> = S extends { readonly kind: 'integer' }
  ? number
  : S extends { readonly kind: 'string' }
    ? string
    : S extends { readonly kind: 'boolean' }
      ? boolean
      : S extends { readonly kind: 'enumeration'; readonly values: infer V extends Enumeration }
        ? V[number]
        : never;

/** The TypeScript value of a parameter spec. */
export type ValueOf<S> = S extends { readonly kind: 'list'; readonly item: infer I }
  ? readonly ScalarValue<I>[]
  : ScalarValue<S>;

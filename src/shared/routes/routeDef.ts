import type { PathParamSpec, QuerySpec, ValueOf } from './paramSpecs';

/**
 * One route: a path pattern (`:name` a segment, `:name?` an optional last segment, `:name*` one
 * or more segments), the types of its path parameters (undeclared ones are strings) and its query.
 */
export interface RouteDef {
  readonly path: string;
  readonly params?: Readonly<Record<string, PathParamSpec>>;
  readonly query?: Readonly<Record<string, QuerySpec>>;
}

/** Identity that keeps every literal of an area's routes for the derived types. */
export function defineRoutes<const T extends Record<string, RouteDef>>(routes: T): T {
  return routes;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type SplitSlash<S extends string> = S extends `${infer Head}/${infer Tail}`
  ? Head | SplitSlash<Tail>
  : S;
type PatternSegment<P extends string> = P extends `/${infer Rest}`
  ? SplitSlash<Rest>
  : SplitSlash<P>;
type NameOf<S> = S extends `:${infer N}?`
  ? N
  : S extends `:${infer N}*`
    ? N
    : S extends `:${infer N}`
      ? N
      : never;
type OptionalNameOf<S> = S extends `:${infer N}?` ? N : never;

/** The names of a pattern's parameters: `PathParamNames<'/a/:b/:c?'>` is `'b' | 'c'`. */
export type PathParamNames<P extends string> = NameOf<PatternSegment<P>>;

type PathSpec<D extends RouteDef, K extends string> = D extends {
  readonly params: infer PS;
}
  ? K extends keyof PS
    ? PS[K]
    : { kind: 'string' }
  : { kind: 'string' };

type Names<D extends RouteDef> = PathParamNames<D['path']>;
/** Parameters a caller may leave out of `build`: optional segments and strings with a fallback. */
type OmittableNames<D extends RouteDef> =
  | OptionalNameOf<PatternSegment<D['path']>>
  | {
      [K in Names<D>]: PathSpec<D, K> extends { readonly fallback: string } ? K : never;
    }[Names<D>];

type QueryOf<D extends RouteDef> = D extends { readonly query: infer Q } ? Q : Record<never, never>;
type KeysWith<Q, P> = {
  [K in keyof Q]: Q[K] extends { readonly presence: P } ? K : never;
}[keyof Q];
type Values<Q, K extends keyof Q> = { [Key in K]: ValueOf<Q[Key]> };
type OptionalValues<Q, K extends keyof Q> = { [Key in K]?: ValueOf<Q[Key]> };

/** Path parameters as parsed: every one present. */
export type PathValuesOf<D extends RouteDef> = Simplify<{
  [K in Names<D>]: ValueOf<PathSpec<D, K>>;
}>;

/** The query as parsed when nothing required is missing. */
export type QueryValuesOf<D extends RouteDef> = Simplify<
  Values<QueryOf<D>, KeysWith<QueryOf<D>, 'always' | 'required'>> &
    OptionalValues<QueryOf<D>, KeysWith<QueryOf<D>, 'optional'>>
>;

/** The query as parsed when a required parameter is missing. */
export type PartialQueryValuesOf<D extends RouteDef> = Simplify<
  Values<QueryOf<D>, KeysWith<QueryOf<D>, 'always'>> &
    OptionalValues<QueryOf<D>, KeysWith<QueryOf<D>, 'optional' | 'required'>>
>;

/** What `build` takes: path parameters and query in one flat object, defaults optional. */
export type ParamsOf<D extends RouteDef> = Simplify<
  Pick<PathValuesOf<D>, Exclude<Names<D>, OmittableNames<D>>> &
    Partial<Pick<PathValuesOf<D>, OmittableNames<D>>> &
    Values<QueryOf<D>, KeysWith<QueryOf<D>, 'required'>> &
    OptionalValues<QueryOf<D>, KeysWith<QueryOf<D>, 'optional' | 'always'>>
>;

export type HasRequiredQuery<D extends RouteDef> = [KeysWith<QueryOf<D>, 'required'>] extends [
  never,
]
  ? false
  : true;

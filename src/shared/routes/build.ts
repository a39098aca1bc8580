import { RouteNotRegisteredError } from '../errors';
import { compiledRoutesByName, type PatternSegment } from './compileRoutes';
import { absentValue } from './matchPath';
import { writeQueryValue } from './queryValues';
import type { RouteName, RouteParams } from './routeTable';
import { encodeText } from './uriText';

/** Routes whose parameters are all optional may be built without them. */
export type BuildArgs<N extends RouteName> =
  Record<never, never> extends RouteParams<N>
    ? [params?: RouteParams<N>]
    : [params: RouteParams<N>];

function segmentText(pattern: PatternSegment, value: unknown): string {
  if (pattern.type === 'static') return pattern.text;
  if (pattern.type === 'splat') {
    return String(value ?? '')
      .split('/')
      .filter((part) => part !== '')
      .map(encodeText)
      .join('/');
  }
  const { spec } = pattern;
  if (spec.kind === 'enumeration') {
    const allowed = (spec.values as readonly unknown[]).includes(value);
    return encodeText(allowed ? String(value) : spec.values[0]);
  }
  const text = value === undefined || value === null ? '' : String(value);
  return encodeText(text === '' && spec.kind === 'string' ? (spec.fallback ?? '') : text);
}

function isLeftOut(pattern: PatternSegment, value: unknown): boolean {
  return (
    pattern.type === 'param' &&
    pattern.optional &&
    (value === undefined || value === absentValue(pattern.spec))
  );
}

/**
 * The canonical URL of a route: path parameters filled and encoded, the query in table order with
 * the spec's wire names, defaults, false booleans and empty lists left out.
 */
export function build<N extends RouteName>(name: N, ...[params]: BuildArgs<N>): string {
  const route = compiledRoutesByName.get(name);
  if (route === undefined) throw new RouteNotRegisteredError(name);
  const values = (params ?? {}) as Record<string, unknown>;

  const path = route.segments
    .filter((pattern) => pattern.type === 'static' || !isLeftOut(pattern, values[pattern.name]))
    .map((pattern) =>
      segmentText(pattern, pattern.type === 'static' ? undefined : values[pattern.name]),
    )
    .join('/');

  const query = route.query
    .flatMap(([key, spec]) => writeQueryValue(spec, values[key]))
    .map(([wire, text]) => `${wire}=${encodeText(text)}`)
    .join('&');

  return `/${path}${query === '' ? '' : `?${query}`}`;
}

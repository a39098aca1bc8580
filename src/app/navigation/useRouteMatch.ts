import { useMemo } from 'react';
import { parse } from '../../shared/routes/parse';
import type { RouteMatch, RouteName } from '../../shared/routes/routeTable';
import { useLocation } from './navigation';

export type { RouteMatch };
export type MatchOf<N extends RouteName> = Extract<RouteMatch, { name: N }>;

/**
 * The current route as the shared route table reads it (typed params and query, defaults and
 * fallbacks applied). Pages use this instead of reading the URL themselves. With a route name it
 * narrows the types, and gives undefined when the current route is another one.
 */
export function useRouteMatch(): RouteMatch;
export function useRouteMatch<N extends RouteName>(name: N): MatchOf<N> | undefined;
export function useRouteMatch(name?: RouteName): RouteMatch | undefined {
  const { pathname, search } = useLocation();
  const match = useMemo(() => parse(`${pathname}${search}`), [pathname, search]);
  return name === undefined || match.name === name ? match : undefined;
}

/** A query or path value as a string, when it is a non-empty one. */
export function stringValue(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

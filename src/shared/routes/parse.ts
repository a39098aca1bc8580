import { compiledRoutes, compiledRoutesByName } from './compileRoutes';
import { matchPath, type PathMatch } from './matchPath';
import { readQueryValue } from './queryValues';
import { redirectFor } from './redirects';
import type { RouteMatch, RouteName } from './routeTable';
import { splitUrl } from './splitUrl';

function bestMatch(segments: readonly string[]): { name: RouteName; match: PathMatch } {
  let best: { name: RouteName; match: PathMatch } | undefined;
  for (const route of compiledRoutes) {
    const match = matchPath(route, segments);
    // Strictly greater: between equal scores the earlier route in the table wins.
    if (match !== undefined && (best === undefined || match.score > best.match.score)) {
      best = { name: route.name, match };
    }
  }
  // '/' is home and any other path fits the catch-all, so this is only a guard.
  return best ?? { name: 'notFound', match: { params: {}, score: 0 } };
}

/**
 * The route of a URL (absolute or relative) with typed, normalised parameters (spec §4–5).
 * Never throws: unknown paths go to the catch-all, bad values fall back to their defaults, and
 * absent required query parameters are listed in `missing`.
 */
export function parse(url: string): RouteMatch {
  const { segments, pairs } = splitUrl(typeof url === 'string' ? url : '');
  const { name, match } = bestMatch(segments);
  const route = compiledRoutesByName.get(name)!;

  const query: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [key, spec] of route.query) {
    const value = readQueryValue(spec, pairs);
    if (value !== undefined) query[key] = value;
    else if (spec.presence === 'required') missing.push(spec.wire);
  }

  const redirect = redirectFor(name, match.params, query);
  return {
    name,
    params: match.params,
    query,
    ...(redirect === undefined ? {} : { redirect }),
    ...(missing.length === 0 ? {} : { missing }),
  } as RouteMatch;
}

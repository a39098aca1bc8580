import { matchRoutes, type RouteObject } from 'react-router-dom';
import { NoRouteFoundError } from '../../shared/errors';

/**
 * Loads the lazy parts of the routes that match `location` and writes them into the route
 * objects, so the router starts fully initialised and the first render matches the server's HTML
 * (React Router's documented pattern for hydrating lazy routes).
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location);
  if (!matches || matches.length === 0) throw new NoRouteFoundError(location);
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
